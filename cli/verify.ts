// `bivouac verify`: the system verification (database integrity, foreign keys, money chains,
// documents' numbers and references, files the rows name), the same as /verif-file-page.
import { type Command, Option } from 'commander';
import { prepareDatabase } from '../service/db/prepare';
import { runSystemCheck } from '../service/domains/upkeep';
import { open } from './open';
import { progressBar } from './progress';

export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description(
      'vérifie la base (intégrité, clés étrangères), les chaînes des paiements, factures, avoirs et remises, leurs numéros et leurs documents, et la présence des fichiers référencés (code 1 si une anomalie)',
    )
    .option('--json', 'le rapport complet en JSON')
    // The screen's run: journaled under the user who asked it.
    .addOption(new Option('--user <id>', 'utilisateur qui a demandé la vérification').hideHelp())
    .action(async (o: { json?: boolean; user?: string }) => {
      const { db, clock, config } = open();
      prepareDatabase(db, clock);
      const bar = progressBar('Vérification');
      const report = await runSystemCheck(db, clock, config.dataDir, {
        onProgress: bar.update,
        userId: o.user ? Number(o.user) : null,
      });
      bar.stop();
      if (o.json) console.log(JSON.stringify(report, null, 2));
      else {
        for (const c of report.checks)
          console.log(
            `${c.label.padEnd(64)} ${String(c.checked).padStart(9)} ${c.unit}  ${c.anomalies ? `${c.anomalies} anomalie(s)` : 'ok'}`,
          );
        for (const c of report.chains)
          console.log(
            `  ${c.chain.padEnd(20)} ${String(c.rows).padStart(9)} ligne(s) vérifiée(s)  ${c.breaks ? `${c.breaks} rupture(s)` : 'intacte'}`,
          );
        for (const f of report.findings) console.log(`ANOMALIE ${f.message}`);
        console.log(
          report.isOk
            ? 'Aucune anomalie.'
            : `${report.findings.length} anomalie(s) : voir le journal technique (verify.broken).`,
        );
      }
      if (!report.isOk) process.exitCode = 1;
    });
}
