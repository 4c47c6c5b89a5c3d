// `bivouac export customers`: every customer as one CSV (UTF-8 with BOM, `;`, French dates), read
// in packets of 5,000 by offset, each a short read of its own, so a running service is not held up.
import fs from 'node:fs';
import type { Command } from 'commander';
import { customerPacket } from '../service/domains/customer/transfer';
import { open } from './open';
import { progressBar } from './progress';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function registerExport(program: Command): void {
  const exportCommand = program.command('export').description('exports en CSV');
  exportCommand
    .command('customers')
    .description('écrit tous les clients dans un fichier CSV (par paquets de 5 000)')
    .option('--out <fichier>', 'fichier à écrire (par défaut clients-AAAAMMJJ.csv)')
    .action(async (o: { out?: string }) => {
      const { db, clock } = open();
      const out = o.out ?? `clients-${clock.today().replaceAll('-', '')}.csv`;
      fs.writeFileSync(out, '');
      const bar = progressBar('Export des clients');
      let offset: number | null = 0;
      let written = 0;
      while (offset !== null) {
        const packet = customerPacket(db, offset);
        fs.appendFileSync(out, packet.csv);
        written += packet.count;
        bar.update(written, packet.total);
        offset = packet.nextOffset;
        await nextTurn();
      }
      bar.stop();
      console.log(`${written} client(s) exporté(s) dans ${out}.`);
    });
}
