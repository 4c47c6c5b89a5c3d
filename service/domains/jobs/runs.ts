// The job lock and the run records: a run opens a `running` row inside an IMMEDIATE transaction
// (so two processes cannot both see the job free), and closes it with its outcome. Each change of
// state is journaled in the technical events (`job.ok`, `job.warning`, `job.failed`, `job.refused`).
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { recordTechEvent } from '../ledger';
import type { JobOrigin, JobRunDto } from './contract';
import { isProcessAlive } from './liveness';
import * as store from './store';

const originLabel: Record<JobOrigin, string> = { service: 'le service', cli: 'la ligne de commande' };

export interface RunStart {
  job: string;
  label: string;
  origin: JobOrigin;
}

function journal(db: Db, at: string, run: JobRunDto, label: string, userId: number | null) {
  recordTechEvent(db, at, {
    kind: `job.${run.status}`,
    summary: `${label} : ${run.summary}`,
    userId,
    entity: 'job_runs',
    entityId: run.id,
    detail: { job: run.job, origin: run.origin, pid: run.pid, startedAt: run.startedAt, ...run.detail },
  });
}

/** Closes a run whose process is gone as failed « interrompue », journaled, so the job can run again. */
function closeInterrupted(db: Db, clock: Clock, run: JobRunDto, label: string) {
  const end = {
    status: 'failed' as const,
    endedAt: clock.now().toISOString(),
    summary: `interrompue (processus ${run.pid} disparu avant la fin)`,
    detail: { interrupted: true },
  };
  store.closeRun(db, run.id, end);
  journal(db, end.endedAt, { ...run, ...end }, label, null);
}

/**
 * Takes the job's lock and opens its run record, or refuses with JOB_ALREADY_RUNNING when a live
 * process runs it. A `running` row of a dead process is first closed as failed.
 */
export function openRun(db: Db, clock: Clock, start: RunStart): JobRunDto {
  return inTransaction(db, () => {
    const running = store.runningRunOf(db, start.job);
    if (running && isProcessAlive(running.pid)) {
      throw new AppError('JOB_ALREADY_RUNNING', {
        params: { job: start.label, origin: originLabel[running.origin], pid: running.pid },
      });
    }
    if (running) closeInterrupted(db, clock, running, start.label);
    const id = store.insertRun(db, {
      job: start.job,
      origin: start.origin,
      pid: process.pid,
      startedAt: clock.now().toISOString(),
    });
    return store.findRun(db, id) as JobRunDto;
  });
}

/** Closes the run with its outcome and journals it. */
export function endRun(
  db: Db,
  clock: Clock,
  run: JobRunDto,
  label: string,
  end: Omit<store.RunEnd, 'endedAt'>,
  userId: number | null = null,
): JobRunDto {
  return inTransaction(db, () => {
    const closed = { ...run, ...end, endedAt: clock.now().toISOString() };
    store.closeRun(db, run.id, closed);
    journal(db, closed.endedAt, closed, label, userId);
    return closed;
  });
}

/**
 * A scheduled run that found nothing to do leaves nothing behind: its lock row goes, unjournaled.
 * Answers the run as it ended, for the caller.
 */
export function discardRun(db: Db, clock: Clock, run: JobRunDto, summary: string): JobRunDto {
  store.deleteRun(db, run.id);
  return { ...run, status: 'ok', summary, detail: {}, endedAt: clock.now().toISOString() };
}

/** A refusal of the scheduler (the CLI runs the job): journaled instead of thrown. */
export function journalRefusal(db: Db, clock: Clock, start: RunStart, message: string): void {
  recordTechEvent(db, clock.now().toISOString(), {
    kind: 'job.refused',
    summary: `${start.label} : lancement planifié refusé, ${message}`,
    detail: { job: start.job, origin: start.origin },
  });
}

/**
 * At service start: every `running` row whose process is gone is closed as failed. The service's
 * own pid counts as gone too: after a reboot the new process may get the pid of the one that died.
 */
export function closeInterruptedRuns(db: Db, clock: Clock, labelOf: (job: string) => string): number {
  return inTransaction(db, () => {
    const dead = store.runningRuns(db).filter((r) => r.pid === process.pid || !isProcessAlive(r.pid));
    for (const run of dead) closeInterrupted(db, clock, run, labelOf(run.job));
    return dead.length;
  });
}
