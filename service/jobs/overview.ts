// Each job as the /jet screen and `bivouac job list` show it: label, schedule in words, next run
// and its last runs.
import type { Db } from '../db/connection';
import { type JobDto, lastRuns } from '../domains/jobs';
import type { Job } from './job';
import { jobs } from './registry';
import { nextRunOf, scheduleText } from './schedule';

export function jobsOverview(db: Db, runsPerJob = 5, list: readonly Job[] = jobs): JobDto[] {
  return list.map((job) => ({
    name: job.name,
    label: job.label,
    schedule: job.schedule,
    scheduleText: scheduleText(job.schedule),
    nextRunAt: nextRunOf(job.schedule)?.toISOString() ?? null,
    lastRuns: lastRuns(db, job.name, runsPerJob),
  }));
}
