// `bivouac import-v1 DIR`: the older version's CSV exports of a folder, simulated by default (the
// report tells what would be imported and what is refused, and why), written with --apply.
import fs from 'node:fs';
import path from 'node:path';
import { type Command, Option } from 'commander';
import { prepareDatabase } from '../service/db/prepare';
import { type ImportV1Report, runImportV1, summaryOf } from '../service/domains/import-v1';
import { AppError } from '../service/errors/app-error';
import { open } from './open';
import { progressBar } from './progress';

/** Every file of the folder by its lower-case name: the older system wrote CLIENTS.CSV on some sites. */
function readFolder(dir: string): Map<string, Uint8Array> {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    throw new AppError('IMPORT_V1_FOLDER_NOT_FOUND', { params: { dir } });
  }
  return new Map(
    names
      .filter((name) => name.toLowerCase().endsWith('.csv'))
      .map((name) => [name.toLowerCase(), fs.readFileSync(path.join(dir, name))]),
  );
}

function print(report: ImportV1Report): void {
  console.table(
    report.files.map((f) => ({
      fichier: f.file,
      lignes: f.isPresent ? f.rows : 'absent',
      ajoutées: f.inserted,
      'mises à jour': f.updated,
      inchangées: f.unchanged,
      refusées: f.rejected.length,
    })),
  );
  for (const f of report.files) if (f.problem) console.log(`FICHIER IGNORÉ ${f.file} : ${f.problem}`);
  for (const f of report.files)
    for (const r of f.rejected) console.log(`REFUSÉE ${r.file} ligne ${r.line} (id ${r.oldId || '?'}) : ${r.reason}`);
  console.log(
    report.isApplied
      ? `Import terminé : ${summaryOf(report)}.`
      : `Simulation : ${summaryOf(report)}. Rien n’a été écrit ; relancez avec --apply pour importer.`,
  );
}

export function registerImportV1(program: Command): void {
  program
    .command('import-v1')
    .description(
      'importe les exports CSV de l’ancienne version (clients, emplacements, séjours, occupants, règlements, factures) ; sans --apply, simule seulement',
    )
    .argument('<dossier>', 'dossier des fichiers CSV (clients.csv, sejours.csv… : voir docs/import-v1.md)')
    .option('--apply', 'écrit pour de bon, une transaction par fichier (sans effet sur les lignes déjà importées)')
    .option('--json', 'le rapport complet en JSON')
    // The screen runs the import through this command: the journal names its user.
    .addOption(new Option('--user <id>', 'utilisateur qui lance l’import').argParser(Number).hideHelp())
    .action((dir: string, o: { apply?: boolean; json?: boolean; user?: number }) => {
      const sources = readFolder(dir);
      const { db, clock } = open();
      prepareDatabase(db, clock);
      const bar = progressBar(o.apply ? 'Import' : 'Simulation');
      const report = runImportV1(db, clock, sources, {
        isApplied: o.apply === true,
        userId: o.user ?? null,
        onProgress: (done, total) => bar.update(done, total),
      });
      bar.stop();
      if (o.json) console.log(JSON.stringify(report, null, 2));
      else print(report);
    });
}
