// Occupancy actions: lock, cancel, arrived and gone (arrived first), early departure,
// and the planning's move to another place or dates, validated like any edit.
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { readPreference } from '../preference';
import { BOOKING_KIND, type BookingDto, type BookingInput, type MoveInput, type OccupancyDto } from './contract';
import { EARLY_DEPARTURE_LINE_KIND } from './line-kinds';
import { moveHistory, movePreview, trialTotal } from './move-price';
import { assertPresence, assertTransition, hasEarlyDepartureNotice, isValidEarlyDeparture } from './rules';
import { saveBooking, type Writer } from './save';
import * as store from './store';
import { inputOf, loadOrFail } from './transitions';

function occupancyAndBooking(w: Writer, occupancyId: number): { dto: BookingDto; occupancy: OccupancyDto } {
  const row = store.findOccupancy(w.db, occupancyId);
  if (!row) throw new AppError('NOT_FOUND');
  const dto = loadOrFail(w.db, row.bookingId);
  assertTransition(
    {
      kind: dto.kind,
      state: dto.state,
      isValidated: dto.isValidated,
      isBilled: dto.billNumber !== null,
      hasPartnerOccupancy: false,
      hasArrived: false,
    },
    'edit',
  );
  return { dto, occupancy: dto.occupancies.find((o) => o.id === occupancyId) as OccupancyDto };
}

/** Re-saves the booking with one occupancy changed. */
function resave(
  w: Writer,
  dto: BookingDto,
  occupancyId: number,
  change: Partial<OccupancyDto>,
  choice: BookingInput['priceUpdateChoice'] = 'keepExistingGrid',
) {
  const input = inputOf(dto);
  return saveBooking(w, {
    ...input,
    priceUpdateChoice: choice,
    occupancies: input.occupancies.map((o) => (o.id === occupancyId ? { ...o, ...change } : o)),
  });
}

export function lockOccupancy(w: Writer, occupancyId: number, value: boolean) {
  return inTransaction(w.db, () => {
    const { dto } = occupancyAndBooking(w, occupancyId);
    store.updateOccupancy(w.db, occupancyId, { isLocked: value, updatedAt: w.clock.now().toISOString() });
    return loadOrFail(w.db, dto.id);
  });
}

/** Cancels one occupancy; the booking keeps at least one (AT_LEAST_ONE_OCCUPANCY) and is re-priced. */
export function cancelOccupancy(w: Writer, occupancyId: number) {
  return inTransaction(w.db, () => {
    const { dto } = occupancyAndBooking(w, occupancyId);
    return resave(w, dto, occupancyId, { isCancelled: true });
  });
}

export function setPresence(w: Writer, occupancyId: number, change: 'arrived' | 'gone', value: boolean) {
  return inTransaction(w.db, () => {
    const { dto, occupancy } = occupancyAndBooking(w, occupancyId);
    if (dto.kind === BOOKING_KIND.quote || occupancy.isCancelled) throw new AppError('MODIFICATION_NOT_AUTHORISED');
    assertPresence(occupancy, change, value);
    const now = w.clock.now().toISOString();
    store.updateOccupancy(
      w.db,
      occupancyId,
      change === 'arrived'
        ? { isArrived: value, arrivedAt: value ? now : null, updatedAt: now }
        : { isGone: value, goneAt: value ? now : null, updatedAt: now },
    );
    return loadOrFail(w.db, dto.id);
  });
}

/**
 * Early departure: the stay ends on `departureDate`. Under the early-departure preference the
 * unused nights are refunded (lines rescaled to the nights stayed) when announced with the
 * minimum notice, or not (price kept); a fee kept by the site becomes an early-departure line
 * (kind 21). The tourist tax, frozen at confirmation, is kept either way.
 */
export function earlyDeparture(w: Writer, occupancyId: number, departureDate: string) {
  return inTransaction(w.db, () => {
    const { dto, occupancy } = occupancyAndBooking(w, occupancyId);
    if (!isValidEarlyDeparture(occupancy, departureDate)) throw new AppError('EARLY_DEPARTURE_OUTSIDE_STAY');
    const prefs = readPreference(w.db, 'early_departure');
    const refund =
      prefs.refundRule !== 'none' && hasEarlyDepartureNotice(w.clock.today(), departureDate, prefs.minimumNoticeDays);
    const saved = resave(
      w,
      dto,
      occupancyId,
      { endDate: departureDate },
      refund ? 'updateFromExistingDetail' : 'keepExistingDetail',
    );
    store.updateOccupancy(w.db, occupancyId, { earlyDepartureFrom: occupancy.earlyDepartureFrom ?? occupancy.endDate });
    if (refund && prefs.refundFeeCents > 0) {
      store.insertLine(w.db, dto.id, occupancyId, {
        kind: EARLY_DEPARTURE_LINE_KIND,
        key: 'early-departure',
        label: 'Frais de départ anticipé',
        quantity: 1,
        unitCents: prefs.refundFeeCents,
        amountCents: prefs.refundFeeCents,
        vatBp: 0,
        basis: 'stay',
        explain: 'Préférence des départs anticipés : frais retenus',
      });
      store.updateBooking(w.db, dto.id, {
        totalCents: saved.totalCents + prefs.refundFeeCents,
        balanceCents: saved.balanceCents + prefs.refundFeeCents,
      });
    }
    return loadOrFail(w.db, dto.id);
  });
}

/**
 * The planning's drag: another place and/or other dates, re-priced by the price update choice
 * taken (the sheet's default when none), recorded in the history as a move.
 */
export function moveOccupancy(w: Writer, occupancyId: number, to: MoveInput) {
  return inTransaction(w.db, () => {
    const { dto, occupancy } = occupancyAndBooking(w, occupancyId);
    if (to.startDate >= to.endDate) throw new AppError('START_AFTER_END');
    const { priceUpdateChoice: choice, ...where } = to;
    const after = trialTotal(w.db, () => resave(w, dto, occupancyId, where, choice));
    const history = moveHistory(w.db, occupancy, to, dto.totalCents, after);
    return resave({ ...w, history }, dto, occupancyId, where, choice);
  });
}

/** What the move would cost under each price update choice, before it is confirmed: nothing written. */
export function previewMove(w: Writer, occupancyId: number, to: MoveInput) {
  return inTransaction(w.db, () => {
    const { dto } = occupancyAndBooking(w, occupancyId);
    if (to.startDate >= to.endDate) throw new AppError('START_AFTER_END');
    const { priceUpdateChoice, ...where } = to;
    return movePreview(w.db, dto, (choice) => resave(w, dto, occupancyId, where, choice), priceUpdateChoice);
  });
}
