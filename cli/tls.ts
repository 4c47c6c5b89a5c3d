// `bivouac tls`: HTTPS on the site's LAN with the box's own certificate authority.
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import type { Command } from 'commander';
import { loadConfig } from '../service/config';
import { boxNames, initTls, tlsFiles } from '../service/domains/tls';

const repeat = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];
const frenchDate = (d: Date) => d.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

export function registerTls(program: Command): void {
  const tls = program.command('tls').description('HTTPS sur le réseau local (autorité et certificat du boîtier)');
  tls
    .command('init')
    .description(
      'crée l’autorité locale (une seule fois) et le certificat du boîtier pour son nom et ses adresses ; relancée, renouvelle le certificat et garde l’autorité',
    )
    .option('--host <nom>', 'nom d’hôte de plus (répétable)', repeat)
    .option('--ip <adresse>', 'adresse IP de plus (répétable)', repeat)
    .action((o: { host?: string[]; ip?: string[] }) => {
      const config = loadConfig(process.env);
      const result = initTls(config.dataDir, boxNames({ hosts: o.host, ips: o.ip }));
      console.log(
        result.isCaCreated
          ? `Autorité locale créée : ${result.caFile} (sa clé reste dans ce dossier, lisible par ce seul compte).`
          : `Autorité locale existante gardée : ${result.caFile}.`,
      );
      console.log(`Certificat du boîtier valable jusqu’au ${frenchDate(result.validTo)} pour :`);
      console.log(`  noms : ${result.names.hosts.join(', ')}`);
      console.log(`  adresses : ${result.names.ips.join(', ')}`);
      console.log('Redémarrez le service pour servir ce certificat : sudo systemctl restart bivouac');
      // An IPv4 address of the LAN is what every reception PC can reach, whatever its name resolution.
      const lan = result.names.ips.find((ip) => ip.includes('.') && !ip.startsWith('127.')) ?? 'ADRESSE-DU-BOITIER';
      console.log(
        `Sur chaque poste de l’accueil, installez l’autorité : https://${lan}:${config.port}/rest/tls/ca.crt (empreintes à comparer : bivouac tls status)`,
      );
    });
  tls
    .command('status')
    .description('dit si le service sert HTTPS, pour quels noms et jusqu’à quand')
    .action(() => {
      const files = tlsFiles(loadConfig(process.env).dataDir);
      if (!fs.existsSync(files.serverCert) || !fs.existsSync(files.serverKey)) {
        console.log('Pas de certificat : le service sert HTTP. Pour HTTPS : bivouac tls init');
        return;
      }
      const server = new X509Certificate(fs.readFileSync(files.serverCert));
      const ca = new X509Certificate(fs.readFileSync(files.caCert));
      console.log(`Certificat du boîtier valable jusqu’au ${frenchDate(new Date(server.validTo))}`);
      console.log(`  ${server.subjectAltName ?? ''}`);
      console.log(`Autorité locale valable jusqu’au ${frenchDate(new Date(ca.validTo))}`);
      // The download of the authority is not yet protected by it: the technician compares these on each PC.
      console.log(`  empreinte SHA-256 : ${ca.fingerprint256}`);
      console.log(`  empreinte SHA-1 (« Empreinte numérique » sous Windows) : ${ca.fingerprint}`);
    });
}
