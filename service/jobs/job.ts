// What a scheduled job is: a plain named function with a schedule, run by the service's scheduler
// and by `bivouac job run NAME` alike. The runner (lock, run record, journal) is the same for both.
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { Logger } from '../logger';

export interface JobContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly dataDir: string;
  readonly logger: Logger;
  /** BIVOUAC_SMTP_URL, for the jobs that send e-mail. */
  readonly smtpUrl?: string;
  /** Reports how far a long job is (a progress bar in the CLI, nothing in the service). */
  readonly progress: (done: number, total: number) => void;
}

export interface JobOutcome {
  /** One French line: what the run did (« 3 option(s) échue(s) annulée(s) »). */
  readonly summary: string;
  /** Kept with the run record and in the journal. */
  readonly detail?: Record<string, unknown>;
  /** The run ended but did not do its work (e.g. a backup skipped for lack of disk space). */
  readonly isWarning?: boolean;
  /**
   * The run found nothing to do (an outbox with nothing due): a scheduled run keeps no run record
   * and no journal row, so a job planned every minute does not bury the others.
   */
  readonly isIdle?: boolean;
}

export interface Job {
  /** Stable name used by the CLI and the run records: `backup`, `expire-options`… */
  readonly name: string;
  /** French label for screens. */
  readonly label: string;
  /** node-cron expression, in Europe/Paris time. */
  readonly schedule: string;
  /**
   * Does the work. Must be safe to run again after a run that died half-way, and must not hold the
   * event loop more than 50 ms at a time (short transactions, `await` between slices, or a worker).
   */
  run(context: JobContext): Promise<JobOutcome>;
  /**
   * Work that arrives between schedules: the scheduler hands `wake` over, the job's domain calls it
   * (an e-mail committed to the outbox), and the scheduler runs the job at once.
   */
  readonly wakeOn?: (db: Db, wake: () => void) => () => void;
}
