// One contender of the invoice race, in a worker thread or a child process: its own SQLite
// connection on the shared file, invoicing its bookings through the service, each answer
// reported back. In a child process with `INVOICE_KILL_AFTER_ROW` set, the process kills itself
// between the invoice row and its lines (a power cut in the middle of an invoice).
import { parentPort, workerData } from 'node:worker_threads';
import { fixedClock } from '../../service/clock';
import { openDatabase } from '../../service/db/connection';
import { invoiceBooking } from '../../service/domains/billing';
import { AppError } from '../../service/errors/app-error';

interface Job {
  file: string;
  bookingIds: number[];
  start?: SharedArrayBuffer;
}

const job: Job = workerData ?? JSON.parse(process.env.INVOICE_JOB ?? '{}');
const db = openDatabase(job.file);
const clock = fixedClock('2026-11-22T09:00:00Z');
const afterInvoiceRow = process.env.INVOICE_KILL_AFTER_ROW ? () => process.kill(process.pid, 'SIGKILL') : undefined;
parentPort?.postMessage('ready');
// Every contender waits for the same signal so the attempts really overlap.
if (job.start) Atomics.wait(new Int32Array(job.start), 0, 0);
const outcomes: string[] = [];
for (const bookingId of job.bookingIds) {
  try {
    outcomes.push(
      invoiceBooking({ db, clock, userId: null, afterInvoiceRow }, bookingId, {
        issuedOn: null,
        dueDate: null,
        partner: false,
      }).number,
    );
  } catch (e) {
    outcomes.push(e instanceof AppError ? e.code : String(e));
  }
}
db.$client.close();
if (parentPort) parentPort.postMessage(outcomes);
else process.stdout.write(JSON.stringify(outcomes));
