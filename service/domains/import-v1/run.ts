// One import of the older system's exports: each file in its order, one transaction per file, each
// row inserted, updated, left unchanged (same hash as last time) or rejected with its reason. A dry
// run does exactly the same inside one transaction it then rolls back, so its report is the one
// `--apply` would give.
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { recordTechEvent } from '../ledger';
import { type FileReport, IMPORT_V1_FILES, type ImportV1Kind, type ImportV1Report } from './contract';
import { type ExportFile, type ExportRow, readExport } from './csv-file';
import { cell, type FileImporter, type FileRun, type ImportContext, Rejection, reject } from './importer';
import { IMPORTERS } from './importers';
import { keyStore } from './keys';

export interface ImportV1Options {
  isApplied: boolean;
  userId: number | null;
  /** Rows done over rows in all files, every few hundred rows. */
  onProgress?: (done: number, total: number) => void;
}

type Outcome = 'inserted' | 'updated' | 'unchanged' | Rejection;

const PROGRESS_STEP = 500;

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function importRow<V>(ctx: ImportContext, kind: ImportV1Kind, run: FileRun<V>, row: ExportRow, seen: Set<string>) {
  if (row.isMisshapen) return reject("nombre de colonnes différent de celui de l'en-tête");
  const oldId = cell(row.cells, 'id');
  if (!oldId) return reject('identifiant manquant');
  if (seen.has(oldId)) return reject(`identifiant ${oldId} en double dans le fichier`);
  seen.add(oldId);
  const value = run.prepare(row.cells);
  if (value instanceof Rejection) return value;
  const rowHash = hashOf(value);
  const existing = ctx.keys.get(kind, oldId);
  if (existing?.rowHash === rowHash) return 'unchanged';
  const conflict = run.conflict?.(value, existing?.newId ?? null);
  if (conflict) return conflict;
  if (existing) {
    if (!run.update)
      return reject('déjà importé, puis modifié dans l’ancienne version : un document comptable ne se réécrit pas');
    run.update(existing.newId, value);
    ctx.keys.record(kind, oldId, { newId: existing.newId, rowHash }, ctx.now);
    return 'updated';
  }
  ctx.keys.record(kind, oldId, { newId: run.insert(value), rowHash }, ctx.now);
  return 'inserted';
}

function importFile(
  ctx: ImportContext,
  importer: FileImporter<unknown>,
  report: FileReport,
  data: ExportFile,
  tick: () => void,
): FileReport {
  const missing = importer.columns.filter((c) => !data.columns.includes(c));
  if (missing.length > 0) return { ...report, problem: `colonne(s) absente(s) de l’en-tête : ${missing.join(', ')}` };
  const run = importer.begin(ctx);
  const seen = new Set<string>();
  for (const row of data.rows) {
    const outcome: Outcome = importRow(ctx, importer.kind, run, row, seen);
    if (outcome instanceof Rejection)
      report.rejected.push({ file: report.file, line: row.line, oldId: cell(row.cells, 'id'), reason: outcome.reason });
    else report[outcome] += 1;
    tick();
  }
  run.finish?.();
  return report;
}

function readAll(sources: ReadonlyMap<string, Uint8Array>) {
  if (!IMPORT_V1_FILES.some((spec) => sources.has(spec.file))) throw new AppError('IMPORT_V1_NO_FILE');
  return IMPORT_V1_FILES.map((spec) => {
    const bytes = sources.get(spec.file);
    if (!bytes) return { spec, data: null };
    try {
      return { spec, data: readExport(bytes) };
    } catch {
      throw new AppError('IMPORT_V1_UNREADABLE_FILE', { params: { file: spec.file } });
    }
  });
}

const ROLLBACK = Symbol('dry run');

/** Runs fn in a transaction that is always rolled back. */
function dryRun<T>(db: Db, fn: () => T): T {
  let result: T | undefined;
  try {
    inTransaction(db, () => {
      result = fn();
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/** `sources`: the bytes of each export by its file name; files not given are skipped. */
export function runImportV1(
  db: Db,
  clock: Clock,
  sources: ReadonlyMap<string, Uint8Array>,
  options: ImportV1Options,
): ImportV1Report {
  const files = readAll(sources);
  const total = files.reduce((n, f) => n + (f.data?.rows.length ?? 0), 0);
  let done = 0;
  const tick = () => {
    done += 1;
    if (done % PROGRESS_STEP === 0 || done === total) options.onProgress?.(done, total);
  };
  const importAll = () => {
    const ctx: ImportContext = {
      db,
      now: clock.now().toISOString(),
      today: clock.today(),
      userId: options.userId,
      keys: keyStore(db),
    };
    return files.map(({ spec, data }) => {
      const report: FileReport = {
        ...spec,
        isPresent: data !== null,
        problem: null,
        rows: data?.rows.length ?? 0,
        inserted: 0,
        updated: 0,
        unchanged: 0,
        rejected: [],
      };
      if (!data) return report;
      return inTransaction(db, () => importFile(ctx, IMPORTERS[spec.kind], report, data, tick));
    });
  };
  if (!options.isApplied) return { isApplied: false, files: dryRun(db, importAll) };
  const report: ImportV1Report = { isApplied: true, files: importAll() };
  recordTechEvent(db, clock.now().toISOString(), {
    kind: 'import-v1.applied',
    summary: `Import de l’ancienne version : ${summaryOf(report)}`,
    userId: options.userId,
    detail: { files: report.files.map(({ rejected, ...counts }) => ({ ...counts, rejected: rejected.length })) },
  });
  return report;
}

/** « 120 ajoutée(s), 3 mise(s) à jour, 40 inchangée(s), 7 refusée(s) » over all files. */
export function summaryOf(report: ImportV1Report): string {
  const sum = (pick: (f: FileReport) => number) => report.files.reduce((n, f) => n + pick(f), 0);
  return `${sum((f) => f.inserted)} ligne(s) ajoutée(s), ${sum((f) => f.updated)} mise(s) à jour, ${sum((f) => f.unchanged)} inchangée(s), ${sum((f) => f.rejected.length)} refusée(s)`;
}
