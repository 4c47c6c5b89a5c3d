// A draft remembers the booking as its user opened it (its version, and its body as the base of
// their edits): a commit over a newer version is refused naming who saved it and when, and a
// reload lists what the user had changed so they can apply it again on the fresh copy.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { staleVersion } from '../../http/stale-version';
import { customers } from '../customer/schema';
import { bookingChoices } from './choices';
import type { BookingInput, DraftEdit, DraftInput, StaleSince } from './contract';
import type { EditLabels } from './draft-edits';
import { saveBooking, type Writer } from './save';
import type { bookingDrafts } from './schema';
import * as store from './store';

/** What booking_drafts.body holds: the body being edited, the body it started from, edits set aside. */
export interface DraftEnvelope {
  body: DraftInput;
  /** The booking as opened; null for a new booking (and for a draft written before versions). */
  base: DraftInput | null;
  setAside: DraftEdit[];
}

const isEnvelope = (v: unknown): v is DraftEnvelope =>
  typeof v === 'object' && v !== null && 'body' in v && 'setAside' in v;

/** Reads the stored text; a bare body (a draft written before envelopes) has no base. */
export function readEnvelope(text: string): DraftEnvelope {
  const value: unknown = JSON.parse(text);
  if (isEnvelope(value)) return value;
  return { body: value as DraftInput, base: null, setAside: [] };
}

export const envelopeText = (e: DraftEnvelope) => JSON.stringify(e);

type DraftRow = typeof bookingDrafts.$inferSelect;

/** Who saved the booking since the draft was opened, or null while the draft is on its latest version. */
export function staleSince(db: Db, draft: DraftRow): StaleSince | null {
  if (draft.bookingId === null || draft.baseVersion === null) return null;
  const booking = store.findBooking(db, draft.bookingId);
  if (!booking || booking.version === draft.baseVersion) return null;
  const { who, when } = staleVersion(db, booking).params ?? {};
  return { who: String(who), when: String(when) };
}

/** "A save over a newer version is refused": STALE_VERSION, naming its writer and time. */
export function assertDraftCurrent(db: Db, draft: DraftRow) {
  if (draft.bookingId === null || draft.baseVersion === null) return;
  const booking = store.findBooking(db, draft.bookingId);
  if (booking && booking.version !== draft.baseVersion) throw staleVersion(db, booking);
}

/** A direct save naming the version it read: refused over a newer one, like a draft's commit. */
export function saveAtVersion(w: Writer, input: BookingInput, version: number) {
  return inTransaction(w.db, () => {
    const booking = input.id > 0 ? store.findBooking(w.db, input.id) : undefined;
    if (booking && booking.version !== version) throw staleVersion(w.db, booking);
    return saveBooking(w, input);
  });
}

/** The names a list of edits needs: the sheet's choices, and the customers the bodies name. */
export function editLabels(db: Db, today: string, bodies: readonly DraftInput[]): EditLabels {
  const c = bookingChoices(db, today);
  const map = (list: { value: number; label: string }[]) => new Map(list.map((x) => [x.value, x.label]));
  const ids = [...new Set(bodies.flatMap((b) => (b.customerId === null ? [] : [b.customerId])))];
  const named = ids.length
    ? db
        .select({ id: customers.id, lastName: customers.lastName, firstName: customers.firstName })
        .from(customers)
        .where(inArray(customers.id, ids))
        .all()
    : [];
  return {
    customers: new Map(named.map((r) => [r.id, [r.lastName, r.firstName].filter(Boolean).join(' ')])),
    partners: map(c.partners),
    places: map(c.places),
    ageCategories: map(c.ageCategories),
    animalTypes: map(c.animalTypes),
    vehicleTypes: map(c.vehicleTypes),
    extras: map(c.extras),
  };
}

/** The stored version of a booking a draft starts from. */
export function versionOf(db: Db, bookingId: number): number | null {
  return store.findBooking(db, bookingId)?.version ?? null;
}
