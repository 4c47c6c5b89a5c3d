// Options expire: an option past its validity date, when the option preference « Annuler les
// options échues » is on, is cancelled by the cancellation rule (an option keeps nothing) with its
// reason, its places freed. A plain function: the site's nightly scheduler calls it, and staff run
// it now (route, CLI, list button).
import { and, eq, lt } from 'drizzle-orm';
import { runAtOnce, type Step } from '../../db/steps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import { displayDate } from '../../validation/display-date';
import { readPreference } from '../preference';
import { applyCancellation } from './cancellation';
import { BOOKING_KIND, type OptionExpiryAnswer } from './contract';
import { isOptionExpired } from './rules';
import type { Writer } from './save';
import { bookings } from './schema';
import * as store from './store';
import { check } from './transitions';

/** The reason an expired option is cancelled with: « Option échue le 28/02/2026 ». */
export const expiryReason = (optionValidUntil: string) => `Option échue le ${displayDate(optionValidUntil)}`;

/** Ids of the live options whose validity ended before `today` (bookings_state_kind_idx). */
function expiredOptionIds(w: Writer, today: string): number[] {
  return w.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.state, 'NORMAL'), eq(bookings.kind, BOOKING_KIND.option), lt(bookings.optionValidUntil, today)),
    )
    .orderBy(bookings.optionValidUntil, bookings.id)
    .all()
    .map((r) => r.id);
}

type Outcome = { cancelled: string } | { skipped: { code: string; reason: string } } | null;

/** One expired option, in its own transaction: re-read, still expired, cancelled; else why not. */
function expireOne(w: Writer, id: number, today: string): Outcome {
  return inTransaction(w.db, () => {
    const dto = store.loadBooking(w.db, id, today);
    // Confirmed, cancelled or extended by someone since the list was read: nothing to do.
    if (!dto || !isOptionExpired(dto, today) || dto.optionValidUntil === null) return null;
    const code = dto.code ?? String(dto.id);
    if (dto.occupancies.some((o) => o.isArrived))
      return { skipped: { code, reason: 'Les occupants sont arrivés : à confirmer ou annuler à la main' } };
    try {
      check(w.db, dto, 'cancel');
    } catch (error) {
      if (error instanceof AppError) return { skipped: { code, reason: errorMessage(error.code) } };
      throw error;
    }
    // An option asked for no deposit: the cancellation rule keeps nothing and frees its places.
    applyCancellation(w, dto, expiryReason(dto.optionValidUntil), 'EXPIRED');
    return { cancelled: code };
  });
}

/**
 * Cancels every expired option when the preference says so; off, it cancels nothing and says so.
 * Idempotent: a second run the same day finds no live expired option left. One step per option,
 * each its own transaction, so the nightly job can let requests through between two.
 */
export function* expireOptionsInSteps(w: Writer): Generator<Step, OptionExpiryAnswer> {
  const today = w.clock.today();
  const isEnabled = readPreference(w.db, 'booking/option').cancelExpiredOptions;
  const answer: OptionExpiryAnswer = { today, isEnabled, count: 0, codes: [], skipped: [] };
  if (!isEnabled) return answer;
  const ids = expiredOptionIds(w, today);
  for (const [index, id] of ids.entries()) {
    const outcome = expireOne(w, id, today);
    if (outcome && 'cancelled' in outcome) answer.codes.push(outcome.cancelled);
    if (outcome && 'skipped' in outcome) answer.skipped.push(outcome.skipped);
    yield { done: index + 1, total: ids.length };
  }
  answer.count = answer.codes.length;
  return answer;
}

/** Every expired option at once: for a route or a command asked by staff. */
export const expireOptions = (w: Writer): OptionExpiryAnswer => runAtOnce(expireOptionsInSteps(w));
