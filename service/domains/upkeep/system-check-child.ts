// The screen's verification runs as `bivouac verify --json` in a child process (see cli-child.ts):
// the integrity check and the walk of every chain read the whole database.
import { cliFailure, runCli } from '../../cli-child';
import { AppError } from '../../errors/app-error';
import type { SystemCheckReport } from './contract';

export async function systemCheckInChild(dataDir: string, userId: number | null): Promise<SystemCheckReport> {
  const args = ['verify', '--json'];
  if (userId !== null) args.push('--user', String(userId));
  const run = await runCli(args, dataDir);
  // Exit code 1 with a report: anomalies were found, which is the answer.
  try {
    return JSON.parse(run.stdout) as SystemCheckReport;
  } catch {
    throw new AppError('SYSTEM_CHECK_FAILED', { params: { reason: cliFailure(run) } });
  }
}
