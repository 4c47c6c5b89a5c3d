// The nightly clean-up of what signed-in work leaves behind: idle sessions (security) and abandoned
// booking drafts with their place locks (booking). Two domains, one job: both are leftovers of the
// day's desk work, cleared at the same quiet hour.
import { runInSteps } from '../db/steps';
import { removeAbandonedDraftsInSteps } from '../domains/booking';
import { removeIdleSessionsInSteps } from '../domains/security';
import type { Job } from './job';

export const sessionsDraftsCleanupJob: Job = {
  name: 'sessions-drafts-cleanup',
  label: 'Nettoyage des sessions et brouillons',
  schedule: '0 2 * * *',
  async run({ db, clock, progress }) {
    const sessions = await runInSteps(removeIdleSessionsInSteps(db, clock), progress);
    const drafts = await runInSteps(removeAbandonedDraftsInSteps(db, clock), progress);
    return {
      summary: `${sessions} session(s) expirée(s) et ${drafts} brouillon(s) de réservation abandonné(s) supprimé(s)`,
      detail: { sessions, drafts },
    };
  },
};
