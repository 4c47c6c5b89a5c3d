// Idle sessions removed for good: a session dies after sessionPolicy.idleMs without a request, but
// its row stays until the next sign-in of anyone; the nightly job clears them, a batch at a time.
import { count, inArray, lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { Step } from '../../db/steps';
import { sessions } from './schema';
import { sessionPolicy } from './sessions';

/** Removes the idle sessions `batch` rows per step (sessions_last_seen); answers how many went. */
export function* removeIdleSessionsInSteps(db: Db, clock: Clock, batch = 500): Generator<Step, number> {
  const before = new Date(clock.now().getTime() - sessionPolicy.idleMs).toISOString();
  const idle = lt(sessions.lastSeenAt, before);
  const total = db.select({ n: count() }).from(sessions).where(idle).get()?.n ?? 0;
  let done = 0;
  while (done < total) {
    const oldest = db.select({ hash: sessions.tokenHash }).from(sessions).where(idle).limit(batch);
    const removed = db.delete(sessions).where(inArray(sessions.tokenHash, oldest)).run().changes;
    if (removed === 0) break;
    done += removed;
    yield { done, total };
  }
  return done;
}
