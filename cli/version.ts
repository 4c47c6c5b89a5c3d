// `bivouac version`: which Bivouac this CLI (and the service beside it) is.
import type { Command } from 'commander';
import { currentVersion, versionLabel } from '../service/version';

export function registerVersion(program: Command): void {
  program
    .command('version')
    .description('affiche la version de Bivouac (et, pour une release, sa date de construction et son commit)')
    .action(() => {
      console.log(`Bivouac ${versionLabel(currentVersion())}`);
    });
}
