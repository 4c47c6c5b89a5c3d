// `bivouac doctor`: the state of the box in one screen, for the technician on the phone with a
// site: one line per check (ok / attention / problème), exit code 1 when any is a problem.
import type { Command } from 'commander';
import { gatherDoctorFacts } from './doctor-facts';
import { doctorLines, doctorReport } from './doctor-report';

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description(
      'état de la machine : configuration, disque, base (taille, quick_check), dernière sauvegarde, service, horloge, courrier, ports série (code 1 si un problème)',
    )
    .option('--json', 'le rapport en JSON')
    .action(async (o: { json?: boolean }) => {
      const report = doctorReport(await gatherDoctorFacts(process.env));
      if (o.json) console.log(JSON.stringify(report, null, 2));
      else for (const line of doctorLines(report)) console.log(line);
      if (!report.isOk) process.exitCode = 1;
    });
}
