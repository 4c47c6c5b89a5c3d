// One contender of the booking race: its own SQLite connection on the shared file, a burst of
// attempts to book the same pitch through the one write path, each answer reported back.
import { parentPort, workerData } from 'node:worker_threads';
import { fixedClock } from '../../service/clock';
import { openDatabase } from '../../service/db/connection';
import { bookingInputSchema, saveBooking } from '../../service/domains/booking';
import { AppError } from '../../service/errors/app-error';

const { file, body, attempts, start } = workerData as {
  file: string;
  body: unknown;
  attempts: number;
  start: SharedArrayBuffer;
};
const db = openDatabase(file);
const clock = fixedClock('2026-11-22T09:00:00Z');
const input = bookingInputSchema.parse(body);
// Every contender says it is ready, then waits for the same signal so the attempts really overlap.
parentPort?.postMessage('ready');
Atomics.wait(new Int32Array(start), 0, 0);
const outcomes: string[] = [];
for (let i = 0; i < attempts; i++) {
  try {
    saveBooking({ db, clock, userId: null }, input);
    outcomes.push('SAVED');
  } catch (e) {
    outcomes.push(e instanceof AppError ? e.code : String(e));
  }
}
db.$client.close();
parentPort?.postMessage(outcomes);
