// `bivouac backup [--to DIR] [--list]` and `bivouac restore FILE [--stop-service]`: the same backup
// as the nightly job and the user menu, and its way back.
import type { Command } from 'commander';
import { systemClock } from '../service/clock';
import { loadConfig } from '../service/config';
import { takeBackup } from '../service/domains/maintenance/backup';
import { backupsDir, listBackups } from '../service/domains/maintenance/backup-files';
import { restoreBackup } from '../service/domains/maintenance/restore';
import { megabytes, seconds } from '../service/domains/maintenance/sizes';
import { displayDateTime } from '../service/validation/display-date';
import { progressBar } from './progress';

function environment() {
  const config = loadConfig(process.env);
  return { config, clock: systemClock(config.today) };
}

export function registerBackup(program: Command): void {
  program
    .command('backup')
    .description('sauvegarde en ligne la base (vérifiée) et les fichiers joints dans backups/, même service en marche')
    .option('--to <dossier>', 'sauvegarde dans ce dossier (clé USB, partage réseau) plutôt que dans backups/')
    .option('--list', 'liste les sauvegardes de backups/ au lieu d’en faire une')
    .action(async (o: { to?: string; list?: boolean }) => {
      const { config, clock } = environment();
      if (o.list) {
        const rows = listBackups(backupsDir(config.dataDir)).map((b) => ({
          fichier: b.name,
          date: displayDateTime(b.takenAt.toISOString()) ?? '',
          taille: megabytes(b.bytes),
          'fichiers joints': b.uploadsDir ? 'oui' : '',
        }));
        if (rows.length) console.table(rows);
        else console.log(`Aucune sauvegarde dans ${backupsDir(config.dataDir)}.`);
        return;
      }
      const bar = progressBar('Sauvegarde');
      try {
        const backup = await takeBackup({
          dataDir: config.dataDir,
          clock,
          to: o.to,
          onProgress: (p) => bar.update(p.donePages, p.totalPages),
        });
        bar.stop();
        console.log(
          `Sauvegarde ${backup.file} (${megabytes(backup.bytes)}, intègre, ${backup.uploadedFiles} fichier(s) joint(s)) en ${seconds(backup.ms)}.`,
        );
      } finally {
        bar.stop();
      }
    });

  program
    .command('restore')
    .description(
      'remplace les données par une sauvegarde : vérifiée d’abord, données actuelles gardées en sauvegarde, base migrée',
    )
    .argument('<fichier>', 'une sauvegarde bivouac-AAAAMMJJ-HHMMSS.sqlite')
    .option('--stop-service', 'arrête le service en marche sur ces données au lieu de refuser')
    .action(async (file: string, o: { stopService?: boolean }) => {
      const { config, clock } = environment();
      const restored = await restoreBackup({
        dataDir: config.dataDir,
        clock,
        file,
        stopService: o.stopService,
        say: (line) => console.log(line),
      });
      console.log(
        `Restauré depuis ${file}${restored.uploadedFiles ? ` avec ${restored.uploadedFiles} fichier(s) joint(s)` : ''}.`,
      );
      if (o.stopService) console.log('Relancez le service : sudo systemctl start bivouac');
    });
}
