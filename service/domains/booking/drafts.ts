// The booking sheet's temporary copy ("create temporary booking", then "create true
// booking" or "merge"): the edited booking lives in a draft owned by one user, and each of its
// places is locked for that user's dates so another user choosing it hears "place locked by
// customer". Locks lapse LOCK_MINUTES after the draft was last touched. A draft of a saved booking
// keeps the version it was opened at: its commit over a newer one is refused (draft-versions.ts).
import { eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { parse } from '../../http/body';
import { readPreference } from '../preference';
import { assertActivityPeriod, assertPlaceFree, refusal } from './availability';
import { lockMeeting } from './availability-store';
import {
  BOOKING_KIND,
  type BookingReading,
  bookingInputSchema,
  type DraftDto,
  type DraftEdit,
  type DraftInput,
  type DraftQuote,
  type draftCreateSchema,
  draftInputSchema,
} from './contract';
import { draftEdits, mergeEdits } from './draft-edits';
import { assertDraftCurrent, editLabels, envelopeText, readEnvelope, staleSince, versionOf } from './draft-versions';
import { partyAges, withAgeCategories } from './party';
import { priceOccupancy } from './pricing';
import { addDays } from './rules';
import { saveBooking, type Writer } from './save';
import { bookingDrafts, placeLocks } from './schema';
import * as store from './store';
import { check, inputOf, loadOrFail } from './transitions';

export const LOCK_MINUTES = 20;

const expiry = (w: Writer) => new Date(w.clock.now().getTime() + LOCK_MINUTES * 60_000).toISOString();

function ownDraft(w: Writer, draftId: number) {
  const draft = w.db.select().from(bookingDrafts).where(eq(bookingDrafts.id, draftId)).get();
  if (!draft) throw new AppError('NOT_FOUND');
  if (draft.userId !== w.userId) throw new AppError('MODIFICATION_NOT_AUTHORISED');
  return draft;
}

/** The live price of each occupancy that can be priced; why not for the others. */
function draftQuote(db: Db, body: DraftInput, today: string, bookingId: number | null): DraftQuote {
  const existing = bookingId ? store.findBooking(db, bookingId) : undefined;
  const ctx = {
    today,
    existing: existing ? { booking: existing, occupancies: store.occupanciesOf(db, existing.id) } : null,
  };
  const input = { ...body, customerId: body.customerId ?? 0 };
  const occupancies = body.occupancies.map((o, index) => {
    if (o.isCancelled || o.placeId === null) return { index, quote: null, error: null };
    try {
      return { index, quote: priceOccupancy(db, input, index, ctx), error: null };
    } catch (e) {
      if (e instanceof AppError) return { index, quote: null, error: e.code };
      throw e;
    }
  });
  return { occupancies, totalCents: occupancies.reduce((s, o) => s + (o.quote?.totals.totalCents ?? 0), 0) };
}

/** The body as the sheet opens it, in one canonical key order so two bodies compare as text. */
const canonical = (body: unknown) => JSON.stringify(parse(draftInputSchema, body));

/**
 * The body a booking opens with, or an untouched new booking's: its customer and kind only (and an
 * option's validity, which the option preference fills in by itself).
 */
function startingBody(db: Db, bookingId: number | null, body: DraftInput): DraftInput {
  if (bookingId) return parse(draftInputSchema, inputOf(loadOrFail(db, bookingId)));
  const { customerId, kind, optionValidUntil } = body;
  return parse(draftInputSchema, { customerId, kind, optionValidUntil });
}

function dtoOf(w: Writer, draftId: number): DraftDto {
  const draft = ownDraft(w, draftId);
  const { body, base, setAside } = readEnvelope(draft.body);
  return {
    draftId,
    bookingId: draft.bookingId,
    body,
    quote: draftQuote(w.db, body, w.clock.today(), draft.bookingId),
    expiresAt: draft.expiresAt,
    lockSeconds: Math.round((Date.parse(draft.expiresAt) - w.clock.now().getTime()) / 1000),
    hasChanges: canonical(body) !== canonical(base ?? startingBody(w.db, draft.bookingId, body)),
    staleSince: staleSince(w.db, draft),
    setAside,
  };
}

/**
 * A booking as the sheet shows it, for reading only (a user without the write right, a stay that
 * may no longer change): no draft is made and no place locked.
 */
export function readBooking(db: Db, today: string, bookingId: number): BookingReading {
  const dto = loadOrFail(db, bookingId);
  const body = parse(draftInputSchema, inputOf(dto));
  return { bookingId, body, quote: draftQuote(db, body, today, bookingId) };
}

/**
 * Takes the draft's place locks afresh; another user's lock on a night refuses the place, unless
 * it is held for a draft of the same booking (two desks may open one booking: the version decides).
 */
function relock(w: Writer, draftId: number, body: DraftInput) {
  const nowIso = w.clock.now().toISOString();
  const until = expiry(w);
  const draft = ownDraft(w, draftId);
  w.db.delete(placeLocks).where(eq(placeLocks.draftId, draftId)).run();
  body.occupancies.forEach((o, i) => {
    if (o.placeId === null || o.isCancelled) return;
    if (lockMeeting(w.db, o.placeId, o, w.userId ?? 0, nowIso, draftId, draft.bookingId ?? 0)) {
      throw refusal(`occupancies.${i}.placeId`, 'PLACE_LOCKED_BY_CUSTOMER');
    }
    w.db
      .insert(placeLocks)
      .values({
        draftId,
        userId: w.userId ?? 0,
        placeId: o.placeId,
        startDate: o.startDate,
        endDate: o.endDate,
        expiresAt: until,
      })
      .run();
  });
  w.db
    .update(bookingDrafts)
    .set({ body: envelopeText({ ...readEnvelope(draft.body), body }), expiresAt: until, updatedAt: nowIso })
    .where(eq(bookingDrafts.id, draftId))
    .run();
}

/**
 * "A date must lie within the activity period", checked as each stay gets its place (the place
 * chooser, the search and the planning offer none on closed nights): the nights a stay adds to the
 * booking as stored. A stay with no place yet is only checked once it has one.
 */
function assertActivityPeriods(w: Writer, bookingId: number | null, body: DraftInput) {
  const stored = bookingId ? store.occupanciesOf(w.db, bookingId) : [];
  body.occupancies.forEach((o, i) => {
    if (o.placeId === null || o.isCancelled) return;
    const before = stored.find((s) => o.id > 0 && s.id === o.id && !s.isCancelled) ?? null;
    assertActivityPeriod(w.db, o, `occupancies.${i}.startDate`, before);
  });
}

export type DraftStart = z.infer<typeof draftCreateSchema>;

/** A new booking's body: its kind (an option valid for the option preference's days), its first stay and party. */
function newBody(w: Writer, start: DraftStart): DraftInput {
  const today = w.clock.today();
  // Without both dates, the stay starts on the business date for the default number of days.
  const { startDate, endDate } =
    start.startDate && start.endDate && start.startDate < start.endDate
      ? { startDate: start.startDate, endDate: start.endDate }
      : { startDate: today, endDate: addDays(today, readPreference(w.db, 'booking').defaultStayDays) };
  const party = start.party;
  const first = {
    placeId: start.placeId,
    startDate,
    endDate,
    occupants: party ? partyAges(party).map((age) => ({ age })) : [],
    animals: party?.animals ?? [],
  };
  const validity = readPreference(w.db, 'booking/option').optionValidityDays;
  return withAgeCategories(
    w.db,
    parse(draftInputSchema, {
      customerId: start.customerId || null,
      kind: start.kind,
      optionValidUntil: start.kind === BOOKING_KIND.option ? addDays(today, validity) : null,
      occupancies: start.placeId !== null ? [first] : [],
    }),
  );
}

/** A saved booking's body to edit; a cancelled, deleted or billed stay is read, never edited: no draft, no lock. */
function editedBody(w: Writer, bookingId: number): DraftInput {
  const booking = loadOrFail(w.db, bookingId);
  check(w.db, booking, 'edit');
  return inputOf(booking);
}

/**
 * Writes a draft of `body` and takes its locks. A saved booking's draft keeps its version and its
 * body as opened: the base of the user's edits.
 */
function insertDraft(w: Writer, bookingId: number | null, body: DraftInput, setAside: DraftEdit[]): number {
  const nowIso = w.clock.now().toISOString();
  const id = w.db
    .insert(bookingDrafts)
    .values({
      bookingId,
      userId: w.userId ?? 0,
      body: envelopeText({ body, base: bookingId ? body : null, setAside }),
      baseVersion: bookingId ? versionOf(w.db, bookingId) : null,
      expiresAt: expiry(w),
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .returning({ id: bookingDrafts.id })
    .get().id;
  relock(w, id, body);
  return id;
}

/** Create temporary booking: a copy of the booking, or a new one (with a first place from the planning). */
export function createDraft(w: Writer, start: DraftStart): DraftDto {
  const draftId = inTransaction(w.db, () => {
    w.db.delete(bookingDrafts).where(lt(bookingDrafts.expiresAt, w.clock.now().toISOString())).run();
    const body = start.bookingId > 0 ? editedBody(w, start.bookingId) : newBody(w, start);
    // Dates handed by the search or the planning are checked; the default stay from today is only
    // a starting point the user changes, checked once it is.
    if (start.startDate && start.endDate) assertActivityPeriods(w, start.bookingId || null, body);
    return insertDraft(w, start.bookingId || null, body, []);
  });
  return dtoOf(w, draftId);
}

/**
 * Reload after someone else saved the booking: the stale draft goes, a fresh one of the booking as
 * it is now takes its place, carrying the list of what this user had changed (and any list set
 * aside at an earlier reload) to apply again.
 */
export function reloadDraft(w: Writer, draftId: number): DraftDto {
  const freshId = inTransaction(w.db, () => {
    const draft = ownDraft(w, draftId);
    if (draft.bookingId === null) throw new AppError('NOT_FOUND');
    const { body, base, setAside } = readEnvelope(draft.body);
    const labels = editLabels(w.db, w.clock.today(), base ? [base, body] : []);
    const edits = base ? mergeEdits(setAside, draftEdits(base, body, labels)) : setAside;
    w.db.delete(bookingDrafts).where(eq(bookingDrafts.id, draftId)).run();
    return insertDraft(w, draft.bookingId, editedBody(w, draft.bookingId), edits);
  });
  return dtoOf(w, freshId);
}

/** The user has applied (or dropped) the edits set aside at a reload: the list goes. */
export function dismissSetAside(w: Writer, draftId: number): DraftDto {
  const draft = ownDraft(w, draftId);
  w.db
    .update(bookingDrafts)
    .set({ body: envelopeText({ ...readEnvelope(draft.body), setAside: [] }) })
    .where(eq(bookingDrafts.id, draftId))
    .run();
  return dtoOf(w, draftId);
}

export const readDraft = (w: Writer, draftId: number) => dtoOf(w, draftId);

/** Updates the draft and its locks; a place held by another stay is refused at once (the sheet reloads). */
export function updateDraft(w: Writer, draftId: number, sent: DraftInput): DraftDto {
  inTransaction(w.db, () => {
    // Stored with each occupant's category derived, so the sheet shows the one it is priced in.
    const body = withAgeCategories(w.db, sent);
    const draft = ownDraft(w, draftId);
    relock(w, draftId, body);
    assertActivityPeriods(w, draft.bookingId, body);
    if (body.kind === BOOKING_KIND.quote) return;
    const holder = {
      userId: w.userId ?? 0,
      nowIso: w.clock.now().toISOString(),
      draftId,
      bookingId: draft.bookingId ?? 0,
    };
    body.occupancies.forEach((o, i) => {
      if (o.placeId !== null && !o.isCancelled) assertPlaceFree(w.db, o.placeId, o, holder, `occupancies.${i}.placeId`);
    });
  });
  return dtoOf(w, draftId);
}

/** Create true booking (a new one) or merge (into the booking it copies); the draft goes. */
export function commitDraft(w: Writer, draftId: number) {
  return inTransaction(w.db, () => {
    const draft = ownDraft(w, draftId);
    assertDraftCurrent(w.db, draft);
    const body = parse(bookingInputSchema, { ...readEnvelope(draft.body).body, id: draft.bookingId ?? 0 });
    const saved = saveBooking({ ...w, draftId }, body);
    w.db.delete(bookingDrafts).where(eq(bookingDrafts.id, draftId)).run();
    return saved;
  });
}

/** Leaving without saving: the draft and its locks go. */
export function discardDraft(w: Writer, draftId: number) {
  ownDraft(w, draftId);
  w.db.delete(bookingDrafts).where(eq(bookingDrafts.id, draftId)).run();
}
