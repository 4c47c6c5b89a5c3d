// SQL pieces shared by the booking lists: who a customer is called, which occupancies are live
// (they hold a place), the 3-character search on indexed prefixes, and one page of ids.
import type { Db } from '../../../db/connection';
import { statement } from '../../../db/statements';
import { type SortColumns, sortColumn } from '../../../http/entity/sort';
import { normalizeName } from '../../customer';
import { BOOKING_KIND } from '../contract';

/** A company by its name, a person by "last first". */
export const customerNameSql = `CASE WHEN c.is_legal_entity = 1 AND c.company_name IS NOT NULL THEN c.company_name
  ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END`;

/**
 * An occupancy that holds its place: not cancelled, its booking NORMAL and an option or a
 * reservation (quotes hold no place). Presence and occupation lists count only these.
 */
export const liveOccupancySql = `o.is_cancelled = 0 AND b.state = 'NORMAL' AND b.kind <> ${BOOKING_KIND.quote}`;
/** isOptionExpired (rules.ts) in SQL, on bookings `b`, today bound at `today` (`?` or `:name`). */
export const expiredOptionSql = (today = '?') =>
  `(b.kind = ${BOOKING_KIND.option} AND b.state = 'NORMAL' AND b.option_valid_until < ${today})`;

// The occupancy lists read `occupancies o CROSS JOIN bookings b`: the occupancies' own conditions
// are the selective ones, and SQLite keeps a CROSS JOIN's order (driven from the NORMAL bookings,
// it would try the day's occupancy ids against every booking).

/**
 * Held occupancies meeting the days `from`..`to` (start <= to and end >= from) found by seeks, not
 * by walking the table: one place's held stays never share a night, so of those starting by `from`
 * only the place's two latest can still be there on `from` (one leaving that morning, one staying),
 * and the others start after `from` up to `to` (occupancies_place_holding_idx either way). Callers
 * add their exact condition on the dates.
 */
export function heldAround(from: string, to: string): { clause: string; params: string[] } {
  return {
    clause: `o.id IN (
      SELECT y.id FROM places p JOIN occupancies y
        ON y.place_id = p.id AND y.holds_place = 1 AND y.start_date > ? AND y.start_date <= ?
      UNION ALL
      SELECT y.id FROM places p JOIN occupancies y ON y.id IN (
        SELECT z.id FROM occupancies z WHERE z.place_id = p.id AND z.holds_place = 1 AND z.start_date <= ?
        ORDER BY z.start_date DESC LIMIT 2))`,
    params: [from, to, from],
  };
}

export interface Where {
  clauses: string[];
  params: unknown[];
}

export const where = (): Where => ({ clauses: [], params: [] });

export function add(w: Where, clause: string, ...params: unknown[]): void {
  w.clauses.push(clause);
  w.params.push(...params);
}

export const whereSql = (w: Where) => (w.clauses.length ? `WHERE ${w.clauses.join(' AND ')}` : '');

const upTo = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * The free search: a customer name prefix (customers' sort_name index), or a booking code or
 * quote number prefix. Every branch is an index seek (the references have no index: not searched).
 */
export function addSearch(w: Where, q: string | undefined): void {
  if (!q) return;
  const name = normalizeName(q);
  const code = q.toUpperCase();
  // One UNION of seeks: an OR of the three would let the planner walk the bookings instead.
  add(
    w,
    `b.id IN (SELECT id FROM bookings WHERE customer_id IN (SELECT id FROM customers WHERE sort_name >= ? AND sort_name < ?)
      UNION SELECT id FROM bookings WHERE code >= ? AND code < ?
      UNION SELECT id FROM bookings WHERE quote_number >= ? AND quote_number < ?)`,
    name || q,
    upTo(name || q),
    code,
    upTo(code),
    code,
    upTo(code),
  );
}

export interface Sort {
  field: string;
  order: 'ascend' | 'descend';
}

/** `ORDER BY` of an allowed sort field (else the field's VALIDATION error), `id` breaking ties. */
export function orderBy(columns: SortColumns<string>, id: string, sort: Sort | undefined, fallback: Sort): string {
  const chosen = sort ?? fallback;
  const column = sortColumn(columns, chosen.field);
  const dir = chosen.order === 'descend' ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${dir}, ${id} ${dir}`;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of `id` values and the total of `from` (a `FROM ... WHERE ...` text): only the page's
 * rows are then read in full, so the sort never carries the heavy columns.
 */
export function pageOfIds(db: Db, id: string, from: string, params: unknown[], order: string, page: PageRequest) {
  const ids = statement(db, `SELECT ${id} ${from} ${order} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...params, page.pageSize, (page.page - 1) * page.pageSize) as number[];
  const total = statement(db, `SELECT count(*) ${from}`)
    .pluck()
    .get(...params) as number;
  return { ids, total };
}

/** Rows read for a page of ids, back in the page's order. */
export function inPageOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
