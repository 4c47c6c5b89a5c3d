// SQL pieces shared by the money reports: who a customer is called, a payment still standing
// (neither cancelled nor a cancellation), a guarantee's state on a day (its last guarantee_events
// row, in progress when none), what a credit note has paid on a day, and one page of a report.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { type SortColumns, sortColumn } from '../../http/entity/sort';
import { normalizeName } from '../customer';
import { GUARANTEE_STATE } from './kinds';

/** A company by its name, a person by "last first"; on customers `c`. */
export const customerNameSql = `CASE WHEN c.is_legal_entity = 1 AND c.company_name IS NOT NULL THEN c.company_name
  ELSE trim(coalesce(c.last_name, '') || ' ' || coalesce(c.first_name, '')) END`;

/** Payment `p` stands: it cancels nothing and nothing cancels it. */
export const standingPaymentSql = `p.cancels_id IS NULL AND NOT EXISTS (SELECT 1 FROM payments x WHERE x.cancels_id = p.id)`;

/** The state of guarantee payment `p` on a day bound at `day` (`?` or `:name`): its last event by then. */
export const guaranteeStateSql = (day: string) =>
  `coalesce((SELECT g.state FROM guarantee_events g WHERE g.payment_id = p.id AND g.on_date <= ${day}
    ORDER BY g.id DESC LIMIT 1), ${GUARANTEE_STATE.inProgress})`;

/**
 * What credit note `n` has paid up to a day bound at `day`: the payments made with it, and the
 * cancellations of those (a cancelled use gives the credit back).
 */
export const creditUsedSql = (day: string) =>
  `(SELECT coalesce(sum(u.amount_cents), 0) FROM payments u WHERE u.paid_on <= ${day} AND (u.credit_note_id = n.id
    OR (u.credit_note_id IS NULL AND u.cancels_id IN (SELECT v.id FROM payments v WHERE v.credit_note_id = n.id))))`;

export interface Sort {
  field: string;
  order: 'ascend' | 'descend';
}

/** `ORDER BY` of an allowed sort field (else the field's VALIDATION error), `id` breaking ties. */
export function orderBy(columns: SortColumns<string>, sort: Sort | undefined, fallback: Sort): string {
  const chosen = sort ?? fallback;
  const dir = chosen.order === 'descend' ? 'DESC' : 'ASC';
  return `ORDER BY ${sortColumn(columns, chosen.field)} ${dir}, id ${dir}`;
}

/** One page of the rows of `inner` (a SELECT naming `id`) kept by `where`, and how many there are. */
export function pageOf<T>(
  db: Db,
  inner: string,
  where: string,
  params: Record<string, unknown>,
  order: string,
  page: { page: number; pageSize: number },
): { items: T[]; total: number } {
  const items = statement(db, `SELECT * FROM (${inner}) ${where} ${order} LIMIT :limit OFFSET :offset`).all({
    ...params,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  }) as T[];
  const total = statement(db, `SELECT count(*) FROM (${inner}) ${where}`).pluck().get(params) as number;
  return { items, total };
}

/** A name or code prefix's upper bound, for range seeks. */
export const upTo = (prefix: string) => `${prefix}\u{10FFFF}`;

export interface ListFilters {
  state?: number | string | null;
  from?: string | null;
  to?: string | null;
  q?: string | null;
}

/**
 * The WHERE of a money list over its SQL (named columns `state`, `sortName` and the given day and
 * code columns): a state, a day range, and a search by customer name or code prefix.
 */
export function listWhere(
  criteria: ListFilters,
  columns: { day: string; code: string },
  params: Record<string, unknown> = {},
): { where: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  if (criteria.state) {
    clauses.push('state = :state');
    params.state = criteria.state;
  }
  if (criteria.from) {
    clauses.push(`${columns.day} >= :from`);
    params.from = criteria.from;
  }
  if (criteria.to) {
    clauses.push(`${columns.day} <= :to`);
    params.to = criteria.to;
  }
  if (criteria.q) {
    const name = normalizeName(criteria.q) || criteria.q;
    const code = criteria.q.toUpperCase();
    clauses.push(
      `((sortName >= :name AND sortName < :nameEnd) OR (${columns.code} >= :code AND ${columns.code} < :codeEnd))`,
    );
    Object.assign(params, { name, nameEnd: upTo(name), code, codeEnd: upTo(code) });
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}
