// `bivouac job list` and `bivouac job run NAME`: the service's scheduled jobs, run by hand through
// the same runner (same lock, same run records and journal) with the origin `cli`.
import type { Command } from 'commander';
import { prepareDatabase } from '../service/db/prepare';
import type { JobRunDto, JobStatus } from '../service/domains/jobs/contract';
import { AppError } from '../service/errors/app-error';
import { jobsOverview } from '../service/jobs/overview';
import { jobOrFail } from '../service/jobs/registry';
import { runJob } from '../service/jobs/runner';
import type { Logger } from '../service/logger';
import { displayDateTime } from '../service/validation/display-date';
import { open } from './open';
import { progressBar } from './progress';

const statusLabel: Record<JobStatus, string> = {
  running: 'en cours',
  ok: 'réussie',
  warning: 'avertissement',
  failed: 'échec',
};

/** The command prints the outcome itself: the runner's JSON log lines would only repeat it. */
const quietLogger: Logger = { info: () => undefined, error: () => undefined };

function lastRunText(run: JobRunDto | undefined): Record<string, string> {
  if (!run) return { 'dernier lancement': 'jamais', résultat: '', résumé: '' };
  return {
    'dernier lancement': displayDateTime(run.startedAt) ?? '',
    résultat: statusLabel[run.status],
    résumé: run.summary,
  };
}

export function registerJobs(program: Command): void {
  const job = program.command('job').description('tâches planifiées (ménage, options échues, nettoyage…)');
  job
    .command('list')
    .description('liste les tâches, leur planification et leur dernier lancement')
    .action(() => {
      const { db, clock } = open();
      prepareDatabase(db, clock);
      const rows = jobsOverview(db, 1).map((j) => ({
        nom: j.name,
        tâche: j.label,
        planification: j.scheduleText,
        ...lastRunText(j.lastRuns[0]),
      }));
      console.table(rows);
    });
  job
    .command('run')
    .description('lance une tâche maintenant (refusé si elle tourne déjà, ici ou dans le service)')
    .argument('<nom>', 'nom de la tâche (voir « bivouac job list »)')
    .action(async (name: string) => {
      const found = jobOrFail(name);
      const { db, clock, config } = open();
      prepareDatabase(db, clock);
      const bar = progressBar(found.label);
      const run = await runJob(
        found,
        { db, clock, dataDir: config.dataDir, smtpUrl: config.smtpUrl, logger: quietLogger, progress: bar.update },
        'cli',
      ).finally(() => bar.stop());
      if (run.status === 'failed')
        throw new AppError('JOB_FAILED', { params: { job: found.label, reason: run.summary } });
      console.log(`${found.label} : ${run.summary}${run.status === 'warning' ? ' (avertissement)' : ''}.`);
    });
}
