// The client side of the write benches, in its own thread so the server keeps the main event loop
// to itself: `connections` loops POST request number n (the next one, handed out in order) until
// the time is over, and the latencies come back. What request n is comes from the module named
// in `requests` (its `requestOf(n, data)` gives a path and a body): a bench's only own part.
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, connections, seconds, first, requests, data } = workerData;
const { requestOf } = await import(requests);
let next = first;
const samples = [];
const end = performance.now() + seconds * 1000;
async function loop() {
  while (performance.now() < end) {
    const n = next++;
    const { path, body } = requestOf(n, data);
    const before = performance.now();
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`request ${n} (${path}): ${res.status} ${text}`);
    samples.push(performance.now() - before);
  }
}
const start = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
parentPort.postMessage({ samples, elapsedS: (performance.now() - start) / 1000, next });
