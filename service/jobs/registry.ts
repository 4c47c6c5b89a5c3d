// Every scheduled job of the site box: the scheduler plans each one, `bivouac job` and the /jet
// screen list and run them. Adding a job is one line here.
import { expireOptionsJob } from '../domains/booking';
import { cleaningTasksJob } from '../domains/booking/cleaning';
import { mailOutboxJob } from '../domains/mail';
import { backupJob } from '../domains/maintenance/backup-job';
import { balanceRemindersJob, optionRelaunchJob, preStayJob, suretyNoticesJob } from '../domains/surety';
import { AppError } from '../errors/app-error';
import type { Job } from './job';
import { sessionsDraftsCleanupJob } from './sessions-drafts-cleanup';

export const jobs: readonly Job[] = [
  sessionsDraftsCleanupJob,
  expireOptionsJob,
  backupJob,
  cleaningTasksJob,
  mailOutboxJob,
  suretyNoticesJob,
  balanceRemindersJob,
  optionRelaunchJob,
  preStayJob,
];

export function findJob(name: string): Job | undefined {
  return jobs.find((j) => j.name === name);
}

export function jobOrFail(name: string): Job {
  const job = findJob(name);
  if (!job) throw new AppError('JOB_UNKNOWN', { params: { job: name, names: jobs.map((j) => j.name).join(', ') } });
  return job;
}
