// Place numbers in the order people read them: 2, 17, 104, then A2 before A10. One key, built
// here, serves SQL (the `natural_key` function every connection registers) and sorts in code alike.
import type Database from 'better-sqlite3';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const asciiOnly = /^[\x20-\x7e]*$/;

/**
 * The sort key of a label: lower case without accents, each run of digits written as its length
 * (two digits) then its value without leading zeros, so 17 < 104 and A2 < A10; digits come before
 * letters, so plain numbers lead the lettered ones. Compared as plain text (SQLite's BINARY).
 */
export function naturalKey(text: string): string {
  // Decomposing is the costly part and plain ASCII (most place numbers) carries no accent to drop.
  const folded = (asciiOnly.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
  return folded.replace(/\d+/g, (run) => {
    const value = run.replace(/^0+/, '');
    return `${String(value.length).padStart(2, '0')}${value}`;
  });
}

/** Natural order of two labels, the label itself breaking a tie of keys ("02" and "2"). */
export function compareNatural(a: string, b: string): number {
  return compareNaturalKeys(naturalKey(a), a, naturalKey(b), b);
}

/** The same order from keys already built (`ka` of `a`, `kb` of `b`): a sort builds each key once. */
export function compareNaturalKeys(ka: string, a: string, kb: string, b: string): number {
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The SQL expression sorting `column` naturally (ascending or descending as the caller adds). */
export const naturalSql = (column: string) => `natural_key(${column})`;

/** The same for a drizzle column. */
export const naturalOrder = (column: AnyColumn): SQL => sql`natural_key(${column})`;

/** Registers `natural_key(text)` on a connection; deterministic, NULL for NULL. */
export function registerNaturalKey(sqlite: Database.Database): void {
  sqlite.function('natural_key', { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : naturalKey(String(value)),
  );
}
