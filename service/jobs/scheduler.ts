// The service's scheduler: every job of the registry planned with node-cron in Europe/Paris time,
// run through the one runner (origin `service`). Started by main.ts once the server listens, never
// by createApp, so tests build apps freely without timers.
import { type ScheduledTask, schedule } from 'node-cron';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { closeInterruptedRuns, journalRefusal } from '../domains/jobs';
import { AppError } from '../errors/app-error';
import { errorMessage } from '../errors/catalogue';
import type { Logger } from '../logger';
import type { Job, JobContext } from './job';
import { findJob, jobs } from './registry';
import { runJob } from './runner';
import { scheduleTimeZone } from './schedule';

export interface SchedulerDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly dataDir: string;
  readonly smtpUrl?: string;
}

export interface Scheduler {
  stop(): Promise<void>;
}

/** The service runs jobs with no one watching: progress goes nowhere. */
export const serviceContext = (deps: SchedulerDeps): JobContext => ({ ...deps, progress: () => undefined });

/**
 * One scheduled run. A refusal (the CLI or a screen runs the job now) is journaled, not thrown: the
 * next schedule will try again. A job's own failure is already a failed run record.
 */
export async function runScheduled(job: Job, context: JobContext): Promise<void> {
  try {
    await runJob(job, context, 'service');
  } catch (error) {
    if (error instanceof AppError && error.code === 'JOB_ALREADY_RUNNING') {
      journalRefusal(
        context.db,
        context.clock,
        { job: job.name, label: job.label, origin: 'service' },
        errorMessage(error.code, error.params),
      );
      return;
    }
    context.logger.error('Lancement planifié impossible', { job: job.name, error: String(error) });
  }
}

/**
 * The runs of one job from this process, one at a time: a schedule falling during a run is dropped
 * (the next one comes), a wake during a run makes one more run after it, so work committed while
 * the job was busy is never left waiting for the next schedule.
 */
function serialRuns(job: Job, context: JobContext) {
  let current: Promise<void> | null = null;
  let isWokenAgain = false;
  const start = async () => {
    do {
      isWokenAgain = false;
      await runScheduled(job, context);
    } while (isWokenAgain);
    current = null;
  };
  return {
    tick: () => {
      current ??= start();
      return current;
    },
    wake: () => {
      if (current) isWokenAgain = true;
      else current = start();
    },
  };
}

/**
 * Closes the runs a previous process left `running` (it died half-way: they can run again), then
 * plans every job, and listens to the wakes of the jobs that have some.
 */
export function startScheduler(deps: SchedulerDeps, planned: readonly Job[] = jobs): Scheduler {
  const closed = closeInterruptedRuns(deps.db, deps.clock, (name) => findJob(name)?.label ?? name);
  if (closed) deps.logger.info('Tâches interrompues closes en échec', { count: closed });
  const context = serviceContext(deps);
  const unsubscribes: (() => void)[] = [];
  const tasks: ScheduledTask[] = planned.map((job) => {
    const runs = serialRuns(job, context);
    if (job.wakeOn) unsubscribes.push(job.wakeOn(deps.db, runs.wake));
    return schedule(job.schedule, runs.tick, { timezone: scheduleTimeZone, name: job.name, noOverlap: true });
  });
  return {
    async stop() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      await Promise.all(tasks.map((t) => t.destroy()));
    },
  };
}
