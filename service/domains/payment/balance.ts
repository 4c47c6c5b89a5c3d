// The balance (/balance): what is owed and held at a date. By customer: their live reservations'
// totals due (total − VACAF aid, the family's share), what they paid, what remains, and the
// credit notes they hold. By method: payments received, banked (on a deposit by then; a method
// remitted without a slip is banked as paid), still held at the site, and the guarantees in
// progress. Everything is read as of the day: payments paid by then, deposits made by then,
// credit notes issued and still valid then.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { sortColumns } from '../../http/entity/sort';
import { BOOKING_KIND } from '../booking/contract';
import { normalizeName } from '../customer';
import { GUARANTEE_STATE } from './kinds';
import { customerPaidSql } from './paid-sql';
import {
  creditUsedSql,
  customerNameSql,
  guaranteeStateSql,
  orderBy,
  pageOf,
  standingPaymentSql,
  upTo,
} from './report-sql';
import type {
  BalanceAnswer,
  BalanceCriteria,
  BalanceCustomerRow,
  BalanceCustomerTotals,
  BalanceMethodRow,
  BalanceMethodTotals,
} from './reports-contract';

/** Live reservations of the day: reservations neither cancelled nor deleted, booked by then. */
const customersSql = `
WITH stays AS (
  SELECT b.customer_id AS customer_id, count(*) AS staysCount, sum(b.total_cents) AS totalCents,
    sum(b.vacaf_aid_cents) AS vacafAidCents,
    sum(${customerPaidSql('b.id', ':date')}) AS paidCents
  FROM bookings b
  WHERE b.kind = ${BOOKING_KIND.reservation} AND b.state = 'NORMAL' AND b.booked_on <= :date
  GROUP BY b.customer_id
), credits AS (
  SELECT n.customer_id AS customer_id, sum(n.amount_cents - ${creditUsedSql(':date')}) AS creditCents
  FROM credit_notes n WHERE n.issued_on <= :date AND n.valid_until >= :date
  GROUP BY n.customer_id
), owners AS (SELECT customer_id FROM stays UNION SELECT customer_id FROM credits)
SELECT c.id AS id, ${customerNameSql} AS customerName, c.sort_name AS sortName,
  coalesce(s.staysCount, 0) AS staysCount, coalesce(s.totalCents, 0) AS totalCents,
  coalesce(s.vacafAidCents, 0) AS vacafAidCents,
  coalesce(s.totalCents, 0) - coalesce(s.vacafAidCents, 0) AS dueCents,
  coalesce(s.paidCents, 0) AS paidCents,
  coalesce(s.totalCents, 0) - coalesce(s.vacafAidCents, 0) - coalesce(s.paidCents, 0) AS remainingCents,
  max(coalesce(k.creditCents, 0), 0) AS creditCents
FROM owners o JOIN customers c ON c.id = o.customer_id
LEFT JOIN stays s ON s.customer_id = o.customer_id
LEFT JOIN credits k ON k.customer_id = o.customer_id`;

const customerSorts = sortColumns({
  customerName: 'sortName',
  staysCount: 'staysCount',
  dueCents: 'dueCents',
  paidCents: 'paidCents',
  remainingCents: 'remainingCents',
  creditCents: 'creditCents',
});

const methodsSql = `
SELECT m.id AS id, m.label AS label,
  (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
    WHERE p.payment_method_id = m.id AND p.is_guarantee = 0 AND p.paid_on <= :date) AS receivedCents,
  (SELECT coalesce(sum(dp.amount_cents), 0) FROM payments p
    JOIN deposit_payments dp ON dp.payment_id = p.id JOIN deposits d ON d.id = dp.deposit_id
    WHERE p.payment_method_id = m.id AND p.is_guarantee = 0 AND d.deposited_on <= :date) AS bankedCents,
  (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
    WHERE p.payment_method_id = m.id AND p.is_guarantee = 1 AND p.paid_on <= :date AND ${standingPaymentSql}
      AND ${guaranteeStateSql(':date')} = ${GUARANTEE_STATE.inProgress}) AS guaranteeCents,
  m.is_active AS isActive, m.is_auto_remittance AS isAutoRemittance, m.sort_order AS sortOrder
FROM payment_methods m ORDER BY m.sort_order, m.id`;

const sum = <T>(rows: readonly T[], key: keyof T) => rows.reduce((acc, r) => acc + Number(r[key]), 0);

function customerTotals(db: Db, inner: string, where: string, params: Record<string, unknown>): BalanceCustomerTotals {
  const row = statement(
    db,
    `SELECT coalesce(sum(staysCount), 0) AS staysCount, coalesce(sum(totalCents), 0) AS totalCents,
      coalesce(sum(vacafAidCents), 0) AS vacafAidCents, coalesce(sum(dueCents), 0) AS dueCents,
      coalesce(sum(paidCents), 0) AS paidCents, coalesce(sum(remainingCents), 0) AS remainingCents,
      coalesce(sum(creditCents), 0) AS creditCents FROM (${inner}) ${where}`,
  ).get(params) as BalanceCustomerTotals;
  return row;
}

/** The customers' side, filtered (name prefix, still owing) and paged, with the totals of every row kept. */
export function balanceByCustomer(db: Db, criteria: BalanceCriteria, date: string): BalanceAnswer['customers'] {
  const clauses: string[] = [];
  const params: Record<string, unknown> = { date };
  if (criteria.q) {
    const name = normalizeName(criteria.q) || criteria.q;
    clauses.push('sortName >= :from AND sortName < :to');
    Object.assign(params, { from: name, to: upTo(name) });
  }
  if (criteria.isOwingOnly) clauses.push('remainingCents > 0');
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const order = orderBy(customerSorts, criteria.sort, { field: 'customerName', order: 'ascend' });
  const page = pageOf<BalanceCustomerRow & { sortName?: string }>(db, customersSql, where, params, order, criteria);
  const items = page.items.map(({ sortName: _, ...row }) => row);
  return { items, total: page.total, totals: customerTotals(db, customersSql, where, params) };
}

/** Every payment method with money received, banked or held by the day, and the active ones. */
export function balanceByMethod(db: Db, date: string): BalanceAnswer['methods'] {
  const rows = statement(db, methodsSql).all({ date }) as (Omit<BalanceMethodRow, 'heldCents'> & {
    isActive: number;
    isAutoRemittance: number;
    sortOrder: number;
  })[];
  const items: BalanceMethodRow[] = rows
    .filter((r) => r.isActive === 1 || r.receivedCents !== 0 || r.bankedCents !== 0 || r.guaranteeCents !== 0)
    .map((r) => {
      // A method remitted without a slip (card batches, transfers) reaches the bank as it is paid.
      const bankedCents = r.isAutoRemittance === 1 ? r.receivedCents : r.bankedCents;
      return {
        id: r.id,
        label: r.label,
        receivedCents: r.receivedCents,
        bankedCents,
        heldCents: r.receivedCents - bankedCents,
        guaranteeCents: r.guaranteeCents,
      };
    });
  const totals: BalanceMethodTotals = {
    receivedCents: sum(items, 'receivedCents'),
    bankedCents: sum(items, 'bankedCents'),
    heldCents: sum(items, 'heldCents'),
    guaranteeCents: sum(items, 'guaranteeCents'),
  };
  return { items, totals };
}

export function balance(db: Db, criteria: BalanceCriteria, today: string): BalanceAnswer {
  const date = criteria.date ?? today;
  return { date, customers: balanceByCustomer(db, criteria, date), methods: balanceByMethod(db, date) };
}
