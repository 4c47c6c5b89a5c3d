// The client side of invoice-write-http, in its own thread so the server keeps the main event loop
// to itself: `connections` loops POST the invoice of the next booking of their own until the time
// is over, and the latencies come back.
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, connections, seconds, first } = workerData;
let next = first;
const samples = [];
const end = performance.now() + seconds * 1000;
async function loop() {
  while (performance.now() < end) {
    const id = next++;
    const before = performance.now();
    const res = await fetch(`${url}/rest/billing/invoice/from-booking/${id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`invoice of booking ${id}: ${res.status} ${text}`);
    samples.push(performance.now() - before);
  }
}
const start = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
parentPort.postMessage({ samples, elapsedS: (performance.now() - start) / 1000, next });
