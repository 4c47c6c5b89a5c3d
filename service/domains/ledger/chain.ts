// The hash chains of the money rows. Each chained table is its own chain: a row's id is its
// position (1, 2, 3…, no gap), its `prev_hash` the previous row's hash, its `hash` the SHA-256 of
// all its other columns in a canonical form, its `grand_total_cents` the perpetual total of the
// chain's amounts. A row edited, inserted or removed behind the application's back (plain SQL)
// breaks the chain at that row, which `verifyChain` names. Appends run inside the caller's
// IMMEDIATE transaction, so two desks never take the same position.
import { createHash } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

export const GENESIS_HASH = '0'.repeat(64);

type Stored = string | number | null;
type ChainColumns = 'id' | 'prevHash' | 'hash' | 'grandTotalCents';

/** What a chain counts in its perpetual total (a column of its own amounts), or nothing. */
export interface ChainDef<T extends SQLiteTable = SQLiteTable> {
  readonly name: string;
  readonly table: T;
  /** The SQL column summed into the grand total, when the chain carries amounts. */
  readonly amountColumn: string | null;
}

export function defineChain<T extends SQLiteTable>(name: string, table: T, amountColumn: string | null): ChainDef<T> {
  return { name, table, amountColumn };
}

/** `{"a":1,"b":"x"}` with keys sorted: the same row always gives the same text. */
export function canonical(row: Readonly<Record<string, Stored>>): string {
  const keys = Object.keys(row)
    .filter((k) => k !== 'hash')
    .sort();
  return JSON.stringify(keys.map((k) => [k, row[k]]));
}

export function rowHash(row: Readonly<Record<string, Stored>>): string {
  return createHash('sha256').update(canonical(row)).digest('hex');
}

/**
 * `rowHash` for the rows of one table, which all have the same columns: the sorted key order and
 * each key's JSON are worked out once, the hash being the same. Walking a long chain is twice as fast.
 */
export function rowHasher(columns: readonly string[]): (row: Readonly<Record<string, Stored>>) => string {
  const keys = columns.filter((k) => k !== 'hash').sort();
  const heads = keys.map((k, i) => `${i ? ',' : ''}[${JSON.stringify(k)},`);
  return (row) => {
    let text = '[';
    for (let i = 0; i < keys.length; i += 1) text += `${heads[i]}${JSON.stringify(row[keys[i] as string] ?? null)}]`;
    return createHash('sha256').update(`${text}]`).digest('hex');
  };
}

/** As SQLite stores it: booleans 0/1, undefined → the column's default or null. */
function stored(value: unknown, fallback: unknown): Stored {
  const v = value === undefined ? fallback : value;
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number' || typeof v === 'string') return v;
  throw new Error(`a chained row holds only text, numbers and booleans, not ${typeof v}`);
}

interface Head {
  id: number;
  hash: string;
  grandTotalCents: number;
}

function tableName(table: SQLiteTable): string {
  return (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
}

export function chainHead(db: Db, chain: ChainDef): Head {
  const head = statement(
    db,
    `SELECT id, hash, grand_total_cents AS grandTotalCents FROM "${tableName(chain.table)}" ORDER BY id DESC LIMIT 1`,
  ).get() as Head | undefined;
  return head ?? { id: 0, hash: GENESIS_HASH, grandTotalCents: 0 };
}

/**
 * Appends one row to its chain and answers it as stored. Call inside `inTransaction`: the head read
 * here stays the head until COMMIT.
 */
export function appendChained<T extends SQLiteTable>(
  db: Db,
  chain: ChainDef<T>,
  values: Omit<T['$inferInsert'], ChainColumns>,
): T['$inferSelect'] {
  const head = chainHead(db, chain);
  const columns = getTableColumns(chain.table);
  const given = values as Record<string, unknown>;
  const bySql: Record<string, Stored> = {};
  const byKey: Record<string, Stored> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (column.name === 'hash') continue;
    const value =
      key === 'id'
        ? head.id + 1
        : key === 'prevHash'
          ? head.hash
          : key === 'grandTotalCents'
            ? 0
            : stored(given[key], column.hasDefault ? column.default : undefined);
    bySql[column.name] = value;
    byKey[key] = value;
  }
  if (chain.amountColumn) {
    const amount = bySql[chain.amountColumn];
    if (typeof amount !== 'number') throw new Error(`${chain.name}: ${chain.amountColumn} is required`);
    bySql.grand_total_cents = head.grandTotalCents + amount;
  } else {
    bySql.grand_total_cents = head.grandTotalCents;
  }
  byKey.grandTotalCents = bySql.grand_total_cents;
  const hash = rowHash(bySql);
  const names = [...Object.keys(bySql), 'hash'];
  // The column list is the table's, always in the same order: one prepared statement per table.
  statement(
    db,
    `INSERT INTO "${tableName(chain.table)}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  ).run(...Object.values(bySql), hash);
  // Booleans come back as drizzle reads them.
  for (const [key, column] of Object.entries(columns)) {
    if (column.dataType === 'boolean' && byKey[key] !== null)
      (byKey as Record<string, unknown>)[key] = byKey[key] === 1;
  }
  return { ...byKey, hash } as T['$inferSelect'];
}

/** Where a chain breaks: the first row that does not hold, and why. */
export interface ChainBreak {
  chain: string;
  rowId: number;
  /** `hash` (content changed), `link` (prev_hash does not follow), `gap` (a row missing), `total`. */
  reason: 'hash' | 'link' | 'gap' | 'total';
  message: string;
}

export interface ChainReport {
  chain: string;
  rows: number;
  grandTotalCents: number;
  breaks: ChainBreak[];
}

const REASON_TEXT: Record<ChainBreak['reason'], string> = {
  hash: 'contenu modifié après son enregistrement',
  link: 'ne suit pas la ligne précédente (ligne insérée, supprimée ou réécrite)',
  gap: 'une ou plusieurs lignes manquent avant elle',
  total: 'total perpétuel faux',
};

/**
 * Re-reads a whole chain in id order and checks every row: its hash, its link to the previous one,
 * no missing position, its perpetual total. Streams rows, so a million of them stay cheap in memory.
 */
export function verifyChain(db: Db, chain: ChainDef): ChainReport {
  const name = tableName(chain.table);
  const breaks: ChainBreak[] = [];
  const broken = (rowId: number, reason: ChainBreak['reason']) =>
    breaks.push({
      chain: chain.name,
      rowId,
      reason,
      message: `${chain.name} n° ${rowId} (table ${name}) : ${REASON_TEXT[reason]}`,
    });
  let prev: Head = { id: 0, hash: GENESIS_HASH, grandTotalCents: 0 };
  let rows = 0;
  let hashOf: ((row: Readonly<Record<string, Stored>>) => string) | undefined;
  for (const row of db.$client.prepare(`SELECT * FROM "${name}" ORDER BY id`).iterate() as Iterable<
    Record<string, Stored>
  >) {
    rows += 1;
    const id = row.id as number;
    if (id !== prev.id + 1) broken(id, 'gap');
    else if (row.prev_hash !== prev.hash) broken(id, 'link');
    hashOf ??= rowHasher(Object.keys(row));
    if (hashOf(row) !== row.hash) broken(id, 'hash');
    const amount = chain.amountColumn ? (row[chain.amountColumn] as number) : 0;
    if (row.grand_total_cents !== prev.grandTotalCents + amount) broken(id, 'total');
    prev = { id, hash: row.hash as string, grandTotalCents: row.grand_total_cents as number };
  }
  return { chain: chain.name, rows, grandTotalCents: prev.grandTotalCents, breaks };
}
