// Occupancy actions: lock, cancel, arrived and gone (arrived first), and the planning's move
// to another place or dates, validated like any edit. Early departure is early-departure.ts.
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { displayDate } from '../../validation/display-date';
import { isBookingBilled } from '../billing';
import { BOOKING_KIND, type BookingDto, type BookingInput, type MoveInput, type OccupancyDto } from './contract';
import { recordChange } from './history';
import { moveHistory, movePreview, trialTotal } from './move-price';
import { assertPresence, assertTransition } from './rules';
import { saveBooking, type Writer } from './save';
import * as store from './store';
import { inputOf, loadOrFail } from './transitions';

/** The occupancy and its live booking; a billed booking refuses every action but the presence marks. */
function occupancyAndBooking(
  w: Writer,
  occupancyId: number,
  isPresence = false,
): { dto: BookingDto; occupancy: OccupancyDto } {
  const row = store.findOccupancy(w.db, occupancyId);
  if (!row) throw new AppError('NOT_FOUND');
  const dto = loadOrFail(w.db, row.bookingId);
  assertTransition(
    {
      kind: dto.kind,
      state: dto.state,
      isValidated: dto.isValidated,
      isBilled: !isPresence && isBookingBilled(w.db, dto.id),
      hasPartnerOccupancy: false,
      hasArrived: false,
    },
    'edit',
  );
  return { dto, occupancy: dto.occupancies.find((o) => o.id === occupancyId) as OccupancyDto };
}

/** An occupancy as the history names it: « emplacement 12 du 10/07/2026 au 14/07/2026 ». */
const stayName = (o: OccupancyDto) =>
  `emplacement ${o.placeNumber} du ${displayDate(o.startDate)} au ${displayDate(o.endDate)}`;

/** The history's line for an arrival or a departure ticked [off, on]. */
const PRESENCE_SUMMARIES = {
  arrived: ['Arrivée annulée', 'Arrivée enregistrée'],
  gone: ['Départ annulé', 'Départ enregistré'],
} as const;

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
    const { dto, occupancy } = occupancyAndBooking(w, occupancyId);
    store.updateOccupancy(w.db, occupancyId, { isLocked: value, updatedAt: w.clock.now().toISOString() });
    const summary = `Occupation ${stayName(occupancy)} ${value ? 'verrouillée' : 'déverrouillée'}`;
    recordChange(w, dto.id, { event: 'CHANGED', summary, detail: { occupancyId, isLocked: value } });
    return loadOrFail(w.db, dto.id);
  });
}

/** Cancels one occupancy; the booking keeps at least one (AT_LEAST_ONE_OCCUPANCY) and is re-priced. */
export function cancelOccupancy(w: Writer, occupancyId: number) {
  return inTransaction(w.db, () => {
    const { dto, occupancy } = occupancyAndBooking(w, occupancyId);
    const summary = `Annulation de l'occupation ${stayName(occupancy)}`;
    const writer: Writer = { ...w, history: { event: 'OCCUPANCY_CANCELLED', summary, detail: { occupancyId } } };
    return resave(writer, dto, occupancyId, { isCancelled: true });
  });
}

export function setPresence(w: Writer, occupancyId: number, change: 'arrived' | 'gone', value: boolean) {
  return inTransaction(w.db, () => {
    const { dto, occupancy } = occupancyAndBooking(w, occupancyId, true);
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
    recordChange(w, dto.id, {
      event: 'PRESENCE',
      summary: `${PRESENCE_SUMMARIES[change][value ? 1 : 0]} : ${stayName(occupancy)}`,
      detail: { occupancyId, change, value },
    });
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
