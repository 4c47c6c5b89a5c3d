// Abandoned booking drafts removed: a draft whose place locks lapsed (LOCK_MINUTES after it was last
// touched) is one a user left without saving. Opening a draft already clears them; the nightly job
// clears those left after the last one, a batch at a time (their place locks go with them).
import { count, inArray, lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { Step } from '../../db/steps';
import { bookingDrafts } from './schema';

export function* removeAbandonedDraftsInSteps(db: Db, clock: Clock, batch = 200): Generator<Step, number> {
  const lapsed = lt(bookingDrafts.expiresAt, clock.now().toISOString());
  const total = db.select({ n: count() }).from(bookingDrafts).where(lapsed).get()?.n ?? 0;
  let done = 0;
  while (done < total) {
    const oldest = db.select({ id: bookingDrafts.id }).from(bookingDrafts).where(lapsed).limit(batch);
    const removed = db.delete(bookingDrafts).where(inArray(bookingDrafts.id, oldest)).run().changes;
    if (removed === 0) break;
    done += removed;
    yield { done, total };
  }
  return done;
}
