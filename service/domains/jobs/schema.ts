// The record of every job run, by the scheduler or the CLI: the open `running` row is the job's
// lock, closed with its outcome when the run ends.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, instant } from '../../db/columns';
import { JOB_ORIGINS, JOB_STATUSES } from './contract';

export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: id(),
    /** The job's stable name: `expire-options`, `backup`… */
    job: text('job').notNull(),
    /** Who started it: `service` (the scheduler or a screen) or `cli`. */
    origin: text('origin', { enum: JOB_ORIGINS }).notNull(),
    /** The process running it: a `running` row whose process is gone died half-way. */
    pid: integer('pid').notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    /** One French line: what the run did, or why it failed. */
    summary: text('summary').notNull().default(''),
    detail: text('detail').notNull().default('{}'),
  },
  (t) => [index('job_runs_job_started_idx').on(t.job, t.startedAt)],
);
