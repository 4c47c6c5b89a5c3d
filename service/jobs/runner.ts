// The one way a job runs, from the scheduler, a screen or the CLI: lock and run record, the job's
// work, the record closed with its outcome and journaled. A job that throws is a failed run, not
// an error of the caller; only a refusal (the job already running) is thrown.
import { discardRun, endRun, type JobOrigin, type JobRunDto, openRun } from '../domains/jobs';
import { AppError } from '../errors/app-error';
import { errorMessage } from '../errors/catalogue';
import type { Job, JobContext } from './job';

function reasonOf(error: unknown): string {
  if (error instanceof AppError) return errorMessage(error.code, error.params);
  return error instanceof Error ? error.message : String(error);
}

/** `userId`: who pressed « Lancer maintenant », named in the journal; null for the scheduler and the CLI. */
export async function runJob(
  job: Job,
  context: JobContext,
  origin: JobOrigin,
  userId: number | null = null,
): Promise<JobRunDto> {
  const { db, clock, logger } = context;
  const run = openRun(db, clock, { job: job.name, label: job.label, origin });
  // A scheduled run is logged once, at its end with its start: a job planned every minute that
  // finds nothing to do then writes no line at all.
  const isScheduled = origin === 'service' && userId === null;
  if (!isScheduled) logger.info('Tâche lancée', { job: job.name, origin, runId: run.id });
  let closed: JobRunDto;
  try {
    const outcome = await job.run(context);
    // Only the scheduler's idle runs go unrecorded: a run someone asked for is always kept.
    if (outcome.isIdle && isScheduled) return discardRun(db, clock, run, outcome.summary);
    closed = endRun(
      db,
      clock,
      run,
      job.label,
      { status: outcome.isWarning ? 'warning' : 'ok', summary: outcome.summary, detail: outcome.detail ?? {} },
      userId,
    );
  } catch (error) {
    const reason = reasonOf(error);
    logger.error('Tâche en échec', { job: job.name, origin, runId: run.id, reason });
    closed = endRun(
      db,
      clock,
      run,
      job.label,
      { status: 'failed', summary: reason, detail: { error: reason } },
      userId,
    );
  }
  logger.info('Tâche terminée', {
    job: job.name,
    status: closed.status,
    summary: closed.summary,
    ...(isScheduled ? { startedAt: run.startedAt } : {}),
  });
  return closed;
}
