// What crosses the wire about jobs and their runs (the /jet screen's « Tâches planifiées » tab).
export const JOB_ORIGINS = ['service', 'cli'] as const;
export type JobOrigin = (typeof JOB_ORIGINS)[number];

export const JOB_STATUSES = ['running', 'ok', 'warning', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobRunDto {
  id: number;
  job: string;
  origin: JobOrigin;
  pid: number;
  startedAt: string;
  endedAt: string | null;
  status: JobStatus;
  summary: string;
  detail: Record<string, unknown>;
}

export interface JobDto {
  name: string;
  label: string;
  /** node-cron expression, Europe/Paris. */
  schedule: string;
  /** The schedule in French words: « chaque jour à 03:30 ». */
  scheduleText: string;
  /** ISO instant of the next scheduled run, null when the expression has none. */
  nextRunAt: string | null;
  /** Newest first. */
  lastRuns: JobRunDto[];
}
