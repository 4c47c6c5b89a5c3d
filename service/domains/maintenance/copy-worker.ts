// Copies a live database off the event loop: a worker thread with its own connection holds one
// read transaction for the whole copy, so the copy is the database as it was when the backup
// began (WAL: the service's writes go on meanwhile), and SQLite's backup API does not start over
// each time the service writes. The copy is then made self-contained and checked.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface CopyProgress {
  readonly donePages: number;
  readonly totalPages: number;
}

// Plain CommonJS run by the worker: it must not depend on how the service itself was loaded
// (TypeScript through tsx, or the compiled bundle).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
(async () => {
  const source = new Database(workerData.source, { readonly: true, fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  source.exec('BEGIN');
  source.prepare('SELECT count(*) FROM sqlite_master').get();
  await source.backup(workerData.target, {
    progress({ totalPages, remainingPages }) {
      parentPort.postMessage({ donePages: totalPages - remainingPages, totalPages });
      return workerData.pagesPerStep;
    },
  });
  source.exec('COMMIT');
  source.close();
  const copy = new Database(workerData.target);
  copy.pragma('journal_mode = DELETE');
  const check = copy.pragma('integrity_check', { simple: true });
  copy.close();
  parentPort.postMessage({ done: true, check });
})().catch((error) => parentPort.postMessage({ failed: String(error && error.message || error) }));
`;

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/** Copies `source` into `target` and answers SQLite's integrity check of the copy (`ok` when sound). */
export function copyDatabase(
  source: string,
  target: string,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { driver, source, target, pagesPerStep: 4096 },
    });
    worker.on('message', (m: CopyProgress & { done?: boolean; check?: string; failed?: string }) => {
      if (m.failed) reject(new Error(m.failed));
      else if (m.done) resolve(m.check ?? '');
      else onProgress(m);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`copie interrompue (code ${code})`));
    });
  });
}
