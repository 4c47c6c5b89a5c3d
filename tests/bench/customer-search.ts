// The customer search the bench drives: the HTTP call's body and, as its reference, the same
// queries written by hand on better-sqlite3 prepared statements (what the customer search runs,
// the legal entities found by their contact included).
import type Database from 'better-sqlite3';
import type { Db } from '../../service/db/connection';

/** Three-letter name prefixes a receptionist would type, common and less common. */
export const searchPrefixes = ['dup', 'mar', 'ber', 'lef', 'mor', 'gar', 'rou', 'bla', 'leg', 'cha'];

export const searchPath = '/rest/customer/customer/search';

export function searchBody(prefix: string): string {
  return JSON.stringify({ name: prefix, page: 1, pageSize: 20, sort: { field: 'name', order: 'ascend' } });
}

interface CustomerRow {
  readonly id: number;
  readonly sort_name: string;
}

export interface RawSearch {
  /** Page + count: the two queries of the search itself. */
  pageAndCount(prefix: string): { items: CustomerRow[]; total: number };
  /** Page + count + the page's addresses: everything the HTTP search reads. */
  full(prefix: string): { items: CustomerRow[]; total: number; addresses: number };
}

export function rawCustomerSearch(db: Db): RawSearch {
  const sqlite = db.$client;
  const range = 'sort_name >= ? AND sort_name < ?';
  // A name also finds the legal entities a word of whose name or contact starts with it. The
  // service keeps their keys in memory between writes; so does the reference, per prefix.
  const contacts = sqlite.prepare<[string], { id: number }>(
    `SELECT id FROM customers WHERE is_legal_entity = 1 AND (' ' || sort_name) LIKE ? ESCAPE '\\'`,
  );
  const contactIds = new Map<string, number[]>();
  const contactsOf = (prefix: string) => {
    const ids = contactIds.get(prefix) ?? contacts.all(`% ${prefix}%`).map((r) => r.id);
    contactIds.set(prefix, ids);
    return ids;
  };
  const page = sqlite.prepare<[string, string], CustomerRow>(
    `SELECT * FROM customers WHERE ${range} ORDER BY sort_name, id LIMIT 20 OFFSET 0`,
  );
  const count = sqlite.prepare<[string, string], { n: number }>(`SELECT count(*) AS n FROM customers WHERE ${range}`);
  const outside = `id IN (SELECT value FROM json_each(?)) AND NOT (${range})`;
  const pageWith = sqlite.prepare<[string, string, string, string, string], CustomerRow>(
    `SELECT * FROM (SELECT * FROM customers WHERE ${range} ORDER BY sort_name, id LIMIT 20)
     UNION ALL SELECT * FROM customers WHERE ${outside} ORDER BY sort_name, id LIMIT 20 OFFSET 0`,
  );
  const countWith = sqlite.prepare<[string, string, string, string, string], { n: number }>(
    `SELECT (SELECT count(*) FROM customers WHERE ${range}) + (SELECT count(*) FROM customers WHERE ${outside}) AS n`,
  );
  const addressStatements = new Map<number, Database.Statement<number[], unknown>>();
  const addressesOf = (ids: number[]) => {
    let statement = addressStatements.get(ids.length);
    if (!statement) {
      const marks = ids.map(() => '?').join(', ');
      statement = sqlite.prepare<number[], unknown>(
        `SELECT * FROM customer_addresses WHERE customer_id IN (${marks}) ORDER BY customer_id, position`,
      );
      addressStatements.set(ids.length, statement);
    }
    return ids.length ? statement.all(...ids) : [];
  };
  const pageAndCount = (prefix: string) => {
    const bounds: [string, string] = [prefix, `${prefix}\u{10FFFF}`];
    const ids = contactsOf(prefix);
    if (ids.length === 0) return { items: page.all(...bounds), total: count.get(...bounds)?.n ?? 0 };
    const params: [string, string, string, string, string] = [...bounds, JSON.stringify(ids), ...bounds];
    return { items: pageWith.all(...params), total: countWith.get(...params)?.n ?? 0 };
  };
  return {
    pageAndCount,
    full(prefix) {
      const found = pageAndCount(prefix);
      return { ...found, addresses: addressesOf(found.items.map((row) => row.id)).length };
    },
  };
}
