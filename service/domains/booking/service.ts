// The booking use cases for one writer (the signed-in user, an import, the demo): what the routes,
// the imports, the demo and the CLI call. Each is one IMMEDIATE transaction.
import type { Db } from '../../db/connection';
import { ageCategoriesForPricing } from '../extra';
import { countryChoices } from '../reference';
import { renderAttendants } from './attendants-pdf';
import { cancel } from './cancellation';
import type { AvailabilitySearch, BookingKind } from './contract';
import { saveAtVersion } from './draft-versions';
import {
  commitDraft,
  createDraft,
  type DraftStart,
  discardDraft,
  dismissSetAside,
  readBooking,
  readDraft,
  reloadDraft,
  updateDraft,
} from './drafts';
import { earlyDeparture } from './early-departure';
import { cancelOccupancy, lockOccupancy, moveOccupancy, previewMove, setPresence } from './occupancy-actions';
import { expireOptions } from './option-expiry';
import { saveBooking, type Writer, writeBooking } from './save';
import { searchAvailability } from './search';
import { changeKind, loadOrFail, remove, validate } from './transitions';

export function bookingService(w: Writer) {
  return {
    load: (id: number) => loadOrFail(w.db, id, w.clock.today()),
    read: (id: number) => readBooking(w.db, w.clock.today(), id),
    save: (input: Parameters<typeof saveBooking>[1], version?: number) =>
      version === undefined ? saveBooking(w, input) : saveAtVersion(w, input, version),
    /** The save without reading the booking back: bulk writers (the demo's season). */
    write: (input: Parameters<typeof saveBooking>[1]) => writeBooking(w, input),
    createDraft: (start: DraftStart) => createDraft(w, start),
    readDraft: (draftId: number) => readDraft(w, draftId),
    updateDraft: (draftId: number, body: Parameters<typeof updateDraft>[2]) => updateDraft(w, draftId, body),
    commitDraft: (draftId: number) => commitDraft(w, draftId),
    discardDraft: (draftId: number) => discardDraft(w, draftId),
    reloadDraft: (draftId: number) => reloadDraft(w, draftId),
    dismissSetAside: (draftId: number) => dismissSetAside(w, draftId),
    changeKind: (id: number, action: Parameters<typeof changeKind>[2], kind?: BookingKind) =>
      changeKind(w, id, action, kind),
    validate: (id: number) => validate(w, id),
    cancel: (id: number, reason: string) => cancel(w, id, reason),
    remove: (id: number, reason: string) => remove(w, id, reason),
    expireOptions: () => expireOptions(w),
    lock: (occupancyId: number, value: boolean) => lockOccupancy(w, occupancyId, value),
    cancelOccupancy: (occupancyId: number) => cancelOccupancy(w, occupancyId),
    presence: (occupancyId: number, change: 'arrived' | 'gone', value: boolean) =>
      setPresence(w, occupancyId, change, value),
    earlyDeparture: (occupancyId: number, day: string) => earlyDeparture(w, occupancyId, day),
    move: (occupancyId: number, to: Parameters<typeof moveOccupancy>[2]) => moveOccupancy(w, occupancyId, to),
    previewMove: (occupancyId: number, to: Parameters<typeof previewMove>[2]) => previewMove(w, occupancyId, to),
    search: (q: AvailabilitySearch) => searchAs(w, q),
  };
}

/** The availability search for the writer's user: the route calls it without building the whole service. */
export function searchAs(w: Writer, q: AvailabilitySearch) {
  return searchAvailability(w.db, q, {
    userId: w.userId ?? 0,
    nowIso: w.clock.now().toISOString(),
    today: w.clock.today(),
  });
}

export function attendantsPdf(db: Db, bookingId: number) {
  const booking = loadOrFail(db, bookingId);
  const categories = new Map(ageCategoriesForPricing(db).map((c) => [c.id, c.label]));
  const countries = new Map(countryChoices(db).map((c) => [c.id, c.name]));
  return renderAttendants(booking, {
    ageCategory: (id) => categories.get(id) ?? '',
    nationality: (id) => (id === null ? '' : (countries.get(id) ?? '')),
  });
}
