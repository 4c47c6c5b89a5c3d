// The nightly backup: a checked copy of the database and the uploads, then the retention rule.
// A disk too full for the copy skips it with a warning rather than filling the disk further.
import { AppError } from '../../errors/app-error';
import { errorMessage } from '../../errors/catalogue';
import type { Job } from '../../jobs/job';
import { recordTechEvent } from '../ledger/journal';
import { pruneBackups, takeBackup } from './backup';
import { megabytes, seconds } from './sizes';

/** `freeBytes` lets a test play a full disk. */
export function makeBackupJob(freeBytes?: (dir: string) => number): Job {
  return {
    name: 'backup',
    label: 'Sauvegarde de nuit',
    schedule: '30 2 * * *',
    async run({ db, clock, dataDir, progress }) {
      let backup: Awaited<ReturnType<typeof takeBackup>>;
      try {
        backup = await takeBackup({
          dataDir,
          clock,
          freeBytes,
          onProgress: (p) => progress(p.donePages, p.totalPages),
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'BACKUP_NO_SPACE') throw error;
        const summary = errorMessage(error.code, error.params);
        recordTechEvent(db, clock.now().toISOString(), {
          kind: 'backup.skipped',
          summary,
          detail: { ...error.params },
        });
        return { summary, isWarning: true, detail: { ...error.params } };
      }
      const deleted = pruneBackups(dataDir, clock.today());
      return {
        summary: `Sauvegarde ${backup.name} (${megabytes(backup.bytes)}, ${backup.uploadedFiles} fichier(s) joint(s), intègre) en ${seconds(backup.ms)} ; ${deleted.length} ancienne(s) supprimée(s)`,
        detail: { ...backup, deleted },
      };
    },
  };
}

export const backupJob = makeBackupJob();
