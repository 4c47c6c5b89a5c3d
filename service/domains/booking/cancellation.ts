// Cancellation of a booking by the site's cancellation preference: its priced lines give way to one
// cancellation line (kind 20) holding what the site keeps, its totals then say what is owed or to
// refund (balance = kept − paid, negative: to refund), its places are freed, and the history keeps
// the lines given way. Turning the kept or refunded amount into an invoice or a credit note is the
// money work's.
import { inTransaction } from '../../db/transaction';
import { readPreference } from '../preference';
import { daysBetween } from '../pricing';
import { type CancellationTerms, cancellationTerms, eurosText } from './cancellation-rules';
import type { BookingDto } from './contract';
import { recordChange } from './history';
import { CANCELLATION_LINE_KIND } from './line-kinds';
import type { Writer } from './save';
import * as store from './store';
import { check, loadOrFail } from './transitions';

/** The stay's price without the tourist tax, and the deposit it asked for with its nature. */
function stayOf(dto: BookingDto, today: string) {
  return {
    kind: dto.kind,
    stayCents: dto.totalCents - dto.touristTaxCents,
    depositCents: dto.downPaymentCents,
    depositNature: dto.depositNature,
    daysBeforeArrival: daysBetween(today, dto.startDate),
  };
}

const balanceText = (balanceCents: number) =>
  balanceCents < 0 ? `à rembourser ${eurosText(-balanceCents)}` : `reste dû ${eurosText(balanceCents)}`;

function historyEntry(dto: BookingDto, reason: string, terms: CancellationTerms, balanceCents: number) {
  return {
    event: 'CANCELLED' as const,
    summary: `Annulation : motif « ${reason} », retenu ${eurosText(terms.keptCents)}, ${balanceText(balanceCents)}`,
    detail: {
      reason,
      priceBefore: dto.totalCents,
      priceAfter: terms.keptCents,
      linesBefore: dto.lines.map(({ kind, key, label, quantity, unitCents, amountCents, occupancyId }) => ({
        occupancyId,
        kind,
        key,
        label,
        quantity,
        unitCents,
        amountCents,
      })),
      kept: terms.keptCents,
      depositKept: terms.depositKeptCents,
      fee: terms.feeCents,
      paid: dto.paidCents,
      balance: balanceCents,
      rule: terms.rule,
    },
  };
}

/**
 * Cancels the booking read as `dto` (its checks passed) by the preference, inside the caller's
 * transaction: the cancellation itself, or an option's expiry (which the history tells apart).
 */
export function applyCancellation(
  w: Writer,
  dto: BookingDto,
  reason: string,
  event: 'CANCELLED' | 'EXPIRED' = 'CANCELLED',
): void {
  const id = dto.id;
  const terms = cancellationTerms(stayOf(dto, w.clock.today()), readPreference(w.db, 'cancellation'));
  const balanceCents = terms.keptCents - dto.paidCents;
  store.deleteLinesOf(w.db, id);
  store.insertLine(w.db, id, null, {
    kind: CANCELLATION_LINE_KIND,
    key: 'cancellation',
    label: 'Annulation : montant retenu',
    quantity: 1,
    unitCents: terms.keptCents,
    amountCents: terms.keptCents,
    vatBp: 0,
    basis: 'stay',
    explain: terms.rule,
  });
  store.updateBooking(w.db, id, {
    state: dto.billNumber !== null ? 'CANCELLING' : 'CANCELLED',
    cancellationReason: reason,
    cancelledAt: w.clock.now().toISOString(),
    totalCents: terms.keptCents,
    touristTaxCents: 0,
    balanceCents,
  });
  store.setHoldsPlace(w.db, id, false);
  recordChange(w, id, { ...historyEntry(dto, reason, terms, balanceCents), event });
}

/**
 * Cancellation (reason required; not with a partner occupancy, nor while a live customer invoice
 * bills it: that invoice is cancelled first). The booking's total becomes what is kept, its
 * tourist tax none.
 */
export function cancel(w: Writer, id: number, reason: string): BookingDto {
  return inTransaction(w.db, () => {
    const dto = loadOrFail(w.db, id);
    check(w.db, dto, 'cancel');
    applyCancellation(w, dto, reason);
    return loadOrFail(w.db, id);
  });
}
