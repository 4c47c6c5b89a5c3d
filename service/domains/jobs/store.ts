// Queries of the job run records; no rules here.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { JobOrigin, JobRunDto, JobStatus } from './contract';
import { jobRuns } from './schema';

type Row = typeof jobRuns.$inferSelect;

const dtoOf = (row: Row): JobRunDto => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> });

export function runningRunOf(db: Db, job: string): JobRunDto | undefined {
  const row = db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'running')))
    .get();
  return row && dtoOf(row);
}

export function runningRuns(db: Db): JobRunDto[] {
  return db.select().from(jobRuns).where(eq(jobRuns.status, 'running')).all().map(dtoOf);
}

export function insertRun(db: Db, run: { job: string; origin: JobOrigin; pid: number; startedAt: string }): number {
  return db
    .insert(jobRuns)
    .values({ ...run, status: 'running' })
    .returning({ id: jobRuns.id })
    .get().id;
}

export interface RunEnd {
  status: Exclude<JobStatus, 'running'>;
  endedAt: string;
  summary: string;
  detail: Record<string, unknown>;
}

export function closeRun(db: Db, id: number, end: RunEnd): void {
  db.update(jobRuns)
    .set({ ...end, detail: JSON.stringify(end.detail) })
    .where(eq(jobRuns.id, id))
    .run();
}

export function deleteRun(db: Db, id: number): void {
  db.delete(jobRuns).where(eq(jobRuns.id, id)).run();
}

export function findRun(db: Db, id: number): JobRunDto | undefined {
  const row = db.select().from(jobRuns).where(eq(jobRuns.id, id)).get();
  return row && dtoOf(row);
}

/** Newest first (job_runs_job_started_idx). */
export function lastRuns(db: Db, job: string, limit: number): JobRunDto[] {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(limit)
    .all()
    .map(dtoOf);
}
