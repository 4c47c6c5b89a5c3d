// What each file of the older system needs to be imported: its columns, how a row becomes a
// Bivouac value (or why it cannot), and how that value is written. The run (run.ts) does the rest:
// keys, hashes, counts, transactions.
import type { Db } from '../../db/connection';
import type { ImportV1Kind } from './contract';
import type { KeyStore } from './keys';

export interface ImportContext {
  db: Db;
  /** When the run started: every row written carries it. */
  now: string;
  /** The business day: stays ended by then are history, arrived and gone. */
  today: string;
  userId: number | null;
  keys: KeyStore;
}

/** A row turned down: the French reason shown in the report. */
export class Rejection {
  constructor(readonly reason: string) {}
}

export const reject = (reason: string) => new Rejection(reason);

export interface FileImporter<V> {
  kind: ImportV1Kind;
  /** Columns the file must have (lower case); others are ignored. */
  columns: readonly string[];
  /** Set up what the rows share (reference lists, indexes in memory), once per file. */
  begin(ctx: ImportContext): FileRun<V>;
}

export interface FileRun<V> {
  /** The row as Bivouac will hold it, old references resolved; hashed to tell an unchanged row. */
  prepare(cells: Readonly<Record<string, string>>): V | Rejection;
  /** Rules that depend on what is already there (an e-mail taken, a place occupied). */
  conflict?(value: V, existingId: number | null): Rejection | null;
  insert(value: V): number;
  /** Absent for history that is never rewritten: a changed row is then rejected. */
  update?(id: number, value: V): void;
  /** After the last row, in the file's transaction. */
  finish?(): void;
}

/** A cell, trimmed; blank is ''. */
export const cell = (cells: Readonly<Record<string, string>>, name: string) => (cells[name] ?? '').trim();

/** A blank cell is null. */
export const optional = (cells: Readonly<Record<string, string>>, name: string) => cell(cells, name) || null;
