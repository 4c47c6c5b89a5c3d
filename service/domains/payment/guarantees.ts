// Guarantees held (/guarantee-list): the payments taken as a guarantee (is_guarantee), never
// counted as paid, with their state, the last guarantee_events row (in progress when none). One
// in progress is released (handed back) or cashed (kept) by appending an event, with its journal
// row; a released or cashed guarantee never changes again.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { sortColumns } from '../../http/entity/sort';
import { appendChained, CHAINS, recordTechEvent } from '../ledger';
import { GUARANTEE_STATE } from './kinds';
import { guaranteeChangeRefusal } from './report-rules';
import { customerNameSql, listWhere, orderBy, pageOf } from './report-sql';
import {
  GUARANTEE_STATE_LABELS,
  type GuaranteeAction,
  type GuaranteeCriteria,
  type GuaranteeRow,
  type GuaranteeState,
} from './reports-contract';

const lastEventSql = `(SELECT g.id FROM guarantee_events g WHERE g.payment_id = p.id ORDER BY g.id DESC LIMIT 1)`;

/** Standing guarantees (a cancelled one, or a cancellation, is not listed) with their current state. */
const guaranteesSql = `
SELECT p.id AS id, p.paid_on AS paidOn, p.amount_cents AS amountCents, m.label AS methodLabel,
  p.booking_id AS bookingId, b.code AS bookingCode, coalesce(p.customer_id, b.customer_id) AS customerId,
  coalesce(${customerNameSql}, '') AS customerName, c.sort_name AS sortName,
  coalesce(e.state, ${GUARANTEE_STATE.inProgress}) AS state, e.on_date AS stateOn, e.comment AS comment
FROM payments p
JOIN payment_methods m ON m.id = p.payment_method_id
LEFT JOIN bookings b ON b.id = p.booking_id
LEFT JOIN customers c ON c.id = coalesce(p.customer_id, b.customer_id)
LEFT JOIN guarantee_events e ON e.id = ${lastEventSql}
WHERE p.is_guarantee = 1 AND p.cancels_id IS NULL AND NOT EXISTS (SELECT 1 FROM payments x WHERE x.cancels_id = p.id)`;

const sorts = sortColumns({
  paidOn: 'paidOn',
  amountCents: 'amountCents',
  customerName: 'sortName',
  bookingCode: 'bookingCode',
  state: 'state',
});

export function searchGuarantees(db: Db, criteria: GuaranteeCriteria): { items: GuaranteeRow[]; total: number } {
  const { where, params } = listWhere(criteria, { day: 'paidOn', code: 'bookingCode' });
  const order = orderBy(sorts, criteria.sort, { field: 'paidOn', order: 'descend' });
  const page = pageOf<GuaranteeRow & { sortName?: string }>(db, guaranteesSql, where, params, order, criteria);
  return { items: page.items.map(({ sortName: _, ...row }) => row), total: page.total };
}

export function findGuarantee(db: Db, paymentId: number): GuaranteeRow | undefined {
  const row = statement(db, `SELECT * FROM (${guaranteesSql}) WHERE id = ?`).get(paymentId) as
    | (GuaranteeRow & { sortName?: string })
    | undefined;
  if (!row) return undefined;
  const { sortName: _, ...rest } = row;
  return rest;
}

/** Why a payment cannot change state as a guarantee: unknown or not a guarantee, or cancelled. */
function assertStandingGuarantee(db: Db, paymentId: number): GuaranteeRow {
  const payment = statement(db, 'SELECT is_guarantee AS isGuarantee FROM payments WHERE id = ?').get(paymentId) as
    | { isGuarantee: number }
    | undefined;
  if (payment?.isGuarantee !== 1) throw new AppError('NOT_FOUND');
  const found = findGuarantee(db, paymentId);
  if (!found) throw new AppError('PAYMENT_ALREADY_DELETED');
  return found;
}

const EVENT_KINDS: Record<number, { kind: string; verb: string }> = {
  [GUARANTEE_STATE.released]: { kind: 'guarantee.released', verb: 'restituée' },
  [GUARANTEE_STATE.cashed]: { kind: 'guarantee.cashed', verb: 'encaissée' },
};

/** Releases or cashes a guarantee in progress: one guarantee_events row and its journal row. */
export function changeGuaranteeState(
  db: Db,
  clock: Clock,
  userId: number | null,
  paymentId: number,
  next: GuaranteeState,
  action: GuaranteeAction,
): GuaranteeRow {
  return inTransaction(db, () => {
    const current = assertStandingGuarantee(db, paymentId);
    const refusal = guaranteeChangeRefusal(current.state, next);
    if (refusal) {
      const state = (GUARANTEE_STATE_LABELS[current.state] ?? '').toLowerCase();
      throw new AppError(refusal, { params: { state } });
    }
    const at = clock.now().toISOString();
    const on = clock.today();
    const event = appendChained(db, CHAINS.guaranteeEvent, {
      paymentId,
      state: next,
      on,
      comment: action.comment,
      createdAt: at,
      createdBy: userId,
    });
    const { kind, verb } = EVENT_KINDS[next] ?? { kind: 'guarantee.changed', verb: 'changée' };
    const amount = (current.amountCents / 100).toFixed(2).replace('.', ',');
    recordTechEvent(db, at, {
      kind,
      summary: `Caution de ${amount} € ${verb}${current.bookingCode ? ` (séjour ${current.bookingCode})` : ''}`,
      userId,
      entity: 'guarantee_events',
      entityId: event.id,
      detail: { paymentId, state: next, comment: action.comment },
    });
    const changed = findGuarantee(db, paymentId);
    if (!changed) throw new AppError('INTERNAL');
    return changed;
  });
}
