// The morning job « Tâches de ménage »: the day's housekeeping tasks made from its departures, before
// staff arrive. It is the generation staff can also run from the screen, idempotent.
import type { Job } from '../../../jobs/job';
import { displayDate } from '../../../validation/display-date';
import { generateCleaningTasks } from './service';

export const cleaningTasksJob: Job = {
  name: 'cleaning-tasks',
  label: 'Tâches de ménage du jour',
  schedule: '0 6 * * *',
  async run({ db, clock }) {
    const day = clock.today();
    // One transaction for the day: a site has at most a few hundred departures a day, a few
    // milliseconds of work, well under what would hold requests back.
    const answer = generateCleaningTasks(db, clock, day);
    return {
      summary: `${answer.created} tâche(s) créée(s), ${answer.updated} mise(s) à jour, ${answer.removed} retirée(s) pour le ${displayDate(day)}`,
      detail: { day, created: answer.created, updated: answer.updated, removed: answer.removed },
    };
  },
};
