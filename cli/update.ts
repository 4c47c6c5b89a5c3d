// `bivouac update FILE`: installs a release tarball on the box, rolling back by itself on failure.
import type { Command } from 'commander';
import { systemClock } from '../service/clock';
import { loadConfig } from '../service/config';
import { defaultInstallRoot, installRootOf } from '../service/domains/release/layout';
import { installUpdate, type UpdateResult } from '../service/domains/release/update';
import { repositoryRoot } from '../service/repository-root';

function report(result: UpdateResult): string[] {
  if (result.isOk) {
    return [
      `Mise à jour terminée : ${result.to} en service (remplace ${result.from ?? 'aucune release'}).`,
      ...(result.backup ? [`Sauvegarde prise avant la mise à jour : backups/${result.backup}`] : []),
    ];
  }
  return [
    `Échec de la mise à jour vers ${result.to}, étape « ${result.failure?.step} » : ${result.failure?.reason}`,
    `Rétabli automatiquement : ${result.restored.join(' ; ') || 'rien à rétablir'}.`,
    ...result.unrestored.map((line) => `NON RÉTABLI : ${line}`),
  ];
}

export function registerUpdate(program: Command): void {
  program
    .command('update')
    .description(
      'installe une release (bivouac-<version>-<date>.tar.gz) à côté de celle en service et bascule dessus ; en cas d’échec, revient seule à la précédente (code 1)',
    )
    .argument('<fichier>', 'la release à installer (.tar.gz)')
    .option(
      '--root <dossier>',
      `dossier d’installation (par défaut celui de cette release, sinon ${defaultInstallRoot})`,
    )
    .option('--timeout <secondes>', 'délai d’arrêt du service et de réponse de la nouvelle release (60 par défaut)')
    .action(async (file: string, o: { root?: string; timeout?: string }) => {
      const timeout = Number(o.timeout ?? '60');
      if (!Number.isInteger(timeout) || timeout <= 0) {
        console.error(`Erreur : --timeout attend un nombre entier de secondes (reçu « ${o.timeout} »).`);
        process.exitCode = 1;
        return;
      }
      const config = loadConfig(process.env);
      const result = await installUpdate({
        tarball: file,
        installRoot: o.root ?? installRootOf(repositoryRoot) ?? defaultInstallRoot,
        own: { env: process.env, cwd: process.cwd() },
        clock: systemClock(config.today),
        timeoutMs: timeout * 1000,
        onStep: (label) => console.log(`→ ${label}…`),
      });
      const lines = report(result);
      if (result.isOk) console.log(lines.join('\n'));
      else {
        console.error(lines.join('\n'));
        process.exitCode = 1;
      }
    });
}
