// `bivouac purge`: before a day, the saved grid versions no booking refers to, the files of the
// data folder no row names, the backups past the retention rule, the e-mails' attachments or the
// e-mails themselves. A dry run unless --apply.
import { type Command, Option } from 'commander';
import { prepareDatabase } from '../service/db/prepare';
import { applyPurge, planPurge } from '../service/domains/upkeep';
import { type MAIL_PURGE_MODES, type PurgeReport, purgeRequestSchema } from '../service/domains/upkeep/contract';
import { open } from './open';
import { progressBar } from './progress';

interface Options {
  before: string;
  gridHistory?: boolean;
  orphanFiles?: boolean;
  backups?: boolean;
  mail: (typeof MAIL_PURGE_MODES)[number];
  apply?: boolean;
}

function size(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes < 1024 * 1024
    ? `, ${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`
    : `, ${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
}

function print(report: PurgeReport): void {
  const day = report.before.split('-').reverse().join('/');
  console.log(
    report.isApplied
      ? `Purge avant le ${day} effectuée :`
      : `Simulation de la purge avant le ${day} (rien n’est supprimé) :`,
  );
  for (const line of report.lines) console.log(`  ${line.label} : ${line.count} élément(s)${size(line.bytes)}`);
  if (!report.isApplied) console.log('Relancez avec --apply pour supprimer.');
}

export function registerPurge(program: Command): void {
  program
    .command('purge')
    .description(
      'purge avant une date : historique des grilles non référencé, fichiers orphelins, sauvegardes périmées, e-mails (simulation sans --apply ; les trois premières cibles si aucune n’est choisie)',
    )
    .requiredOption('--before <AAAA-MM-JJ>', 'ne supprime que ce qui est antérieur à ce jour')
    .option('--grid-history', "l'historique des grilles de prix qu'aucune réservation ne désigne")
    .option('--orphan-files', 'les fichiers du dossier de données qu’aucune ligne ne désigne')
    .option('--backups', 'les sauvegardes au-delà de la durée de conservation')
    .addOption(
      new Option(
        '--mail <mode>',
        'e-mails envoyés ou en échec : pièces jointes seules (attachments), ou pièces jointes et historique (attachmentsAndHistory)',
      )
        .choices(['attachments', 'attachmentsAndHistory'])
        .default('none', 'aucun'),
    )
    .option('--apply', 'supprime vraiment (sinon : simulation, comptes et tailles)')
    .action((o: Options) => {
      const isAll = !o.gridHistory && !o.orphanFiles && !o.backups && o.mail === 'none';
      const parsed = purgeRequestSchema.safeParse({
        before: o.before,
        gridHistory: isAll || Boolean(o.gridHistory),
        orphanFiles: isAll || Boolean(o.orphanFiles),
        backups: isAll || Boolean(o.backups),
        mail: o.mail,
      });
      if (!parsed.success || Number.isNaN(Date.parse(o.before)))
        throw new Error(`Erreur : date incorrecte « ${o.before} » (attendu --before AAAA-MM-JJ).`);
      const { db, clock, config } = open();
      prepareDatabase(db, clock);
      if (!o.apply) return print(planPurge(db, config.dataDir, parsed.data));
      const bar = progressBar('Purge');
      const report = applyPurge(db, clock, config.dataDir, parsed.data, { onProgress: bar.update });
      bar.stop();
      print(report);
    });
}
