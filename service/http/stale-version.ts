// The refusal of a save over a version newer than the one the user opened: names who made that
// newer version and when (Paris time), so the user knows whose change they would have overwritten.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../domains/security/schema';
import { AppError } from '../errors/app-error';

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export interface Stamp {
  readonly updatedBy: number | null;
  readonly updatedAt: string;
}

/** STALE_VERSION naming the last writer (« Le système » for an import, the demo or a job) and the time. */
export function staleVersion(db: Db, stamp: Stamp): AppError {
  const writer =
    stamp.updatedBy === null
      ? undefined
      : db.select({ name: users.name }).from(users).where(eq(users.id, stamp.updatedBy)).get();
  const when = parisTime.format(new Date(stamp.updatedAt)).replace(' ', ' à ');
  return new AppError('STALE_VERSION', { params: { who: writer?.name ?? 'Le système', when } });
}
