// The client side of booking-write-http, in its own thread so the server keeps the main event loop
// to itself: `connections` loops POST a new booking on the next free slot (a place and a window of
// its own, handed out in order) until the time is over, and the latencies come back.
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, connections, seconds, first, template, slots } = workerData;
let next = first;
const samples = [];
const end = performance.now() + seconds * 1000;
async function loop() {
  while (performance.now() < end) {
    const n = next++;
    const slot = slots[n];
    if (!slot) throw new Error(`booking-write: no free slot left after ${n}`);
    const [placeId, startDate, endDate] = slot;
    const occupancy = { ...template.occupancies[0], placeId, startDate, endDate };
    const body = JSON.stringify({ ...template, occupancies: [occupancy] });
    const before = performance.now();
    const res = await fetch(`${url}/rest/booking/booking/edit`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`booking on slot ${n}: ${res.status} ${text}`);
    samples.push(performance.now() - before);
  }
}
const start = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
parentPort.postMessage({ samples, elapsedS: (performance.now() - start) / 1000, next });
