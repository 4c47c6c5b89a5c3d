// The booking actions: option to reservation, reservation to option, quote to other,
// validation and deletion with its reason (cancellation: cancellation.ts). A change of kind goes
// through the one write path, so a quote becoming an option or a reservation re-checks its places.
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { isBookingBilled } from '../billing';
import { readPreference } from '../preference';
import type { BookingDto, BookingInput, BookingKind } from './contract';
import { recordChange } from './history';
import { HISTORY_KIND_LABELS } from './history-contract';
import { addDays, assertTransition, type BookingAction } from './rules';
import { saveBooking, type Writer } from './save';
import * as store from './store';

/** The stored booking as the sheet's body: what a kind change or a move re-saves. */
export function inputOf(dto: BookingDto): BookingInput {
  return {
    id: dto.id,
    customerId: dto.customerId,
    kind: dto.kind,
    partnerId: dto.partnerId,
    channelId: dto.channelId,
    optionValidUntil: dto.optionValidUntil,
    reference: dto.reference,
    internetReference: dto.internetReference,
    notes: dto.notes,
    depositNature: dto.depositNature,
    vacafAidCents: dto.vacafAidCents,
    vacafFileNumber: dto.vacafFileNumber,
    priceUpdateChoice: 'keepExistingGrid',
    priceOverrides: [],
    occupancies: dto.occupancies.map((o) => ({
      id: o.id,
      placeId: o.placeId,
      startDate: o.startDate,
      endDate: o.endDate,
      equipment: o.equipment,
      stayKind: o.stayKind,
      allotmentId: o.allotmentId,
      isLocked: o.isLocked,
      isCancelled: o.isCancelled,
      occupants: o.occupants,
      animals: o.animals,
      vehicles: o.vehicles,
      extras: o.extras,
    })),
  };
}

export function loadOrFail(db: Db, id: number, today: string | null = null): BookingDto {
  const dto = store.loadBooking(db, id, today);
  if (!dto) throw new AppError('NOT_FOUND');
  return dto;
}

/**
 * Refuses the action on a booking in a state that forbids it (the catalogue's code); billed means
 * a live customer invoice exists.
 */
export function check(db: Db, dto: BookingDto, action: BookingAction) {
  assertTransition(
    {
      kind: dto.kind,
      state: dto.state,
      isValidated: dto.isValidated,
      isBilled: isBookingBilled(db, dto.id),
      hasPartnerOccupancy: dto.partnerId !== null || dto.occupancies.some((o) => o.stayKind === 'ALLOTMENT'),
      hasArrived: dto.occupancies.some((o) => o.isArrived),
    },
    action,
  );
}

/** Option to reservation, reservation to option, quote to option or reservation. */
export function changeKind(
  w: Writer,
  id: number,
  action: 'toReservation' | 'toOption' | 'fromQuote',
  kind?: BookingKind,
) {
  return inTransaction(w.db, () => {
    const dto = loadOrFail(w.db, id);
    check(w.db, dto, action);
    const target: BookingKind = action === 'toReservation' ? 3 : action === 'toOption' ? 2 : (kind ?? 3);
    if (action === 'fromQuote' && target === 1) throw new AppError('MODIFICATION_NOT_AUTHORISED');
    const validity = readPreference(w.db, 'booking/option').optionValidityDays;
    // One KIND_CHANGED entry for the operation, the save's fields and price in its detail.
    const summary = `${HISTORY_KIND_LABELS[dto.kind]} → ${HISTORY_KIND_LABELS[target]}`;
    return saveBooking(
      { ...w, history: { event: 'KIND_CHANGED', summary } },
      {
        ...inputOf(dto),
        kind: target,
        optionValidUntil: target === 2 ? addDays(w.clock.today(), validity) : null,
      },
    );
  });
}

/**
 * Validation: the stay is checked and confirmed. Its tourist tax is not frozen: a later change of
 * nights or persons recomputes it like any price of the stay.
 */
export function validate(w: Writer, id: number) {
  return inTransaction(w.db, () => {
    const dto = loadOrFail(w.db, id);
    check(w.db, dto, 'validate');
    store.updateBooking(w.db, id, { isValidated: true, updatedAt: w.clock.now().toISOString() });
    recordChange(w, id, { event: 'VALIDATED', summary: 'Séjour validé' });
    return loadOrFail(w.db, id);
  });
}

/** Deletion (reason required): kept for history with its reason, its places freed; answered DELETED. */
export function remove(w: Writer, id: number, reason: string) {
  return inTransaction(w.db, () => {
    const dto = loadOrFail(w.db, id);
    check(w.db, dto, 'delete');
    const now = w.clock.now().toISOString();
    store.updateBooking(w.db, id, { state: 'DELETED', deletionReason: reason, deletedAt: now, updatedAt: now });
    store.setHoldsPlace(w.db, id, false);
    recordChange(w, id, { event: 'DELETED', summary: `Suppression : motif « ${reason} »`, detail: { reason } });
    return loadOrFail(w.db, id);
  });
}
