// `bivouac`: the technician's maintenance commands. It opens the database of BIVOUAC_DATA_DIR
// directly (WAL and busy_timeout make that safe while the service runs) and calls the same
// domain functions as the routes, never HTTP.
import { Command, Option } from 'commander';
import { loadConfig } from '../service/config';
import { databaseFile } from '../service/db/connection';
import { giveBackToOwner } from '../service/db/data-dir-owner';
import { migrationStatus } from '../service/db/migrate';
import { prepareDatabase } from '../service/db/prepare';
import { expireOptions } from '../service/domains/booking';
import { initDemo } from '../service/domains/demo';
import { createAccount, listAccounts, resetPassword } from '../service/domains/security';
import { AppError } from '../service/errors/app-error';
import { errorMessage } from '../service/errors/catalogue';
import { registerBackup } from './backup';
import { registerDoctor } from './doctor';
import { registerExport } from './export';
import { speakFrench } from './french';
import { registerImportV1 } from './import-v1';
import { registerJobs } from './jobs';
import { open, warn } from './open';
import { registerPurge } from './purge';
import { registerTls } from './tls';
import { registerUpdate } from './update';
import { registerVerify } from './verify';
import { registerVersion } from './version';

export function buildProgram(): Command {
  const program = speakFrench(new Command('bivouac')).description('Outils de maintenance de Bivouac');

  const user = program.command('user').description('comptes utilisateurs');
  user
    .command('create')
    .description('crée un utilisateur (sans groupe : droits 000 partout, sauf drapeaux)')
    .requiredOption('--login <login>', 'identifiant')
    .requiredOption('--password <password>', 'mot de passe (3 caractères au moins)')
    .option('--name <name>', 'nom affiché')
    .option('--admin', 'administrateur : tous les droits')
    .option('--system', 'système : sauvegarde, mise à jour, vérification, import v1')
    .addOption(new Option('--technical', 'utilisateur technique : seul à clôturer un exercice').hideHelp())
    .action(
      async (o: {
        login: string;
        password: string;
        name?: string;
        admin?: boolean;
        system?: boolean;
        technical?: boolean;
      }) => {
        const { db, clock } = open();
        prepareDatabase(db, clock);
        const created = await createAccount(db, clock, {
          login: o.login,
          password: o.password,
          name: o.name,
          isAdmin: o.admin,
          isSysteme: o.system,
          isTechnical: o.technical,
        });
        warn(created.warning);
        console.log(`Utilisateur « ${o.login} » créé (id ${created.id}).`);
      },
    );
  user
    .command('reset-password')
    .description('remplace le mot de passe d’un utilisateur et ferme ses sessions')
    .requiredOption('--login <login>', 'identifiant')
    .requiredOption('--password <password>', 'nouveau mot de passe')
    .action(async (o: { login: string; password: string }) => {
      const { db, clock } = open();
      const { warning } = await resetPassword(db, clock, o.login, o.password);
      warn(warning);
      console.log(`Mot de passe de « ${o.login} » remplacé.`);
    });
  user
    .command('list')
    .description('liste les utilisateurs')
    .action(() => {
      const { db } = open();
      const rows = listAccounts(db).map((u) => ({
        id: u.id,
        identifiant: u.login,
        nom: u.name,
        admin: u.isAdmin ? 'oui' : '',
        système: u.isSysteme ? 'oui' : '',
        actif: u.isActive ? 'oui' : 'suspendu',
      }));
      console.table(rows);
    });

  const db = program.command('db').description('base de données');
  db.command('migrate')
    .description('applique les migrations en attente (sans effet si tout est à jour)')
    .action(async () => {
      const { db: database, clock } = open();
      const pending = (await migrationStatus(database)).filter((m) => !m.applied).length;
      prepareDatabase(database, clock);
      console.log(pending ? `${pending} migration(s) appliquée(s).` : 'Base déjà à jour.');
    });
  db.command('status')
    .description('liste les migrations et leur état')
    .action(async () => {
      const { db: database, config } = open();
      console.log(`Base : ${databaseFile(config.dataDir)}`);
      for (const m of await migrationStatus(database))
        console.log(`${m.applied ? 'appliquée ' : 'en attente'}  ${m.tag}`);
    });

  const booking = program.command('booking').description('réservations');
  booking
    .command('expire-options')
    .description(
      'annule maintenant les options dont la validité est passée (ce que fait la tâche de nuit), si la préférence « Annuler les options échues » est cochée',
    )
    .action(() => {
      const { db: database, clock } = open();
      prepareDatabase(database, clock);
      const run = expireOptions({ db: database, clock, userId: null });
      if (!run.isEnabled) {
        console.log(
          'Préférence « Annuler les options échues » décochée : aucune option annulée (Préférences des options).',
        );
        return;
      }
      console.log(`${run.count} option(s) échue(s) annulée(s)${run.count ? ` : ${run.codes.join(', ')}` : ''}.`);
      for (const s of run.skipped) console.log(`  ${s.code} laissée : ${s.reason}`);
    });

  program
    .command('init-demo')
    .description('installe le site de démonstration « Camping des Pins » (refusé sur une base déjà utilisée)')
    .option('--force', 'installe même sur une base qui a des données, ou remplace la démo déjà installée')
    .action((o: { force?: boolean }) => {
      const { db, clock } = open();
      prepareDatabase(db, clock);
      const result = initDemo(db, clock, { force: o.force });
      console.log(
        result.status === 'INSTALLED'
          ? 'Démo « Camping des Pins » installée :'
          : `La démo est déjà installée (depuis le ${result.installedAt.slice(0, 10)}) : rien n’a changé. Utilisez --force pour la remplacer.`,
      );
      for (const c of result.counts) console.log(`  ${c.label} : ${c.count}`);
    });

  registerVerify(program);
  registerPurge(program);
  registerExport(program);

  registerTls(program);
  registerJobs(program);
  registerDoctor(program);
  registerBackup(program);
  registerVersion(program);
  registerUpdate(program);
  registerImportV1(program);
  return program;
}

export async function run(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof AppError) {
      const detail = error.fields
        ? Object.values(error.fields)
            .map((c) => errorMessage(c))
            .join(', ')
        : '';
      console.error(`Erreur : ${errorMessage(error.code, error.params)}${detail ? ` (${detail})` : ''}`);
    } else {
      // One line, with the cause: a failed migration's message names the query, its cause the reason.
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      console.error(error instanceof Error ? `${error.message.replace(/\s+/g, ' ')}${cause}` : error);
    }
    process.exitCode = 1;
  } finally {
    giveDataDirBack();
  }
}

/** Run as root, a command leaves the data directory owned by the service's account, as it found it. */
function giveDataDirBack(): void {
  try {
    giveBackToOwner(loadConfig(process.env).dataDir);
  } catch (error) {
    console.error(`Attention : propriétaire des fichiers de données non rétabli (${(error as Error).message})`);
    process.exitCode = 1;
  }
}
