// `bivouac tls init`: the site's own certificate authority, made once and kept, and the box's
// certificate signed by it, made again on every run (new names, renewal). The reception PCs trust
// the authority once; the box certificate can then change without touching them.
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { AppError } from '../../errors/app-error';
import type { BoxNames } from './addresses';
import { tlsFiles } from './files';
import { newCertificate, opensslConfig } from './openssl';

/** Ten years: the authority is what every reception PC trusts, so it outlives many box certificates. */
const caDays = 3650;
/** The longest validity Apple systems accept even from an authority a user installed. */
export const serverDays = 825;

export interface TlsInitResult {
  readonly isCaCreated: boolean;
  readonly caFile: string;
  readonly names: BoxNames;
  readonly validTo: Date;
}

export function initTls(dataDir: string, names: BoxNames): TlsInitResult {
  const files = tlsFiles(dataDir);
  fs.mkdirSync(files.dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(files.dir, 0o700);
  const hasCaCert = fs.existsSync(files.caCert);
  if (hasCaCert && !fs.existsSync(files.caKey))
    throw new AppError('TLS_CA_KEY_MISSING', { params: { dir: files.dir } });
  if (!hasCaCert) {
    const config = opensslConfig(
      { O: 'Bivouac', CN: `Autorité locale Bivouac (${os.hostname()})` },
      {
        basicConstraints: 'critical,CA:TRUE,pathlen:0',
        keyUsage: 'critical,keyCertSign,cRLSign',
        subjectKeyIdentifier: 'hash',
      },
    );
    newCertificate(files.dir, { config, keyOut: files.caKey, certOut: files.caCert, days: caDays });
  }
  // Written beside, then renamed: a service starting meanwhile reads the old pair or the new one.
  const next = { key: `${files.serverKey}.new`, cert: `${files.serverCert}.new` };
  const subjectAltName = [...names.hosts.map((h) => `DNS:${h}`), ...names.ips.map((ip) => `IP:${ip}`)].join(',');
  const config = opensslConfig(
    { O: 'Bivouac', CN: names.hosts.find((h) => h !== 'localhost') ?? 'localhost' },
    {
      basicConstraints: 'critical,CA:FALSE',
      keyUsage: 'critical,digitalSignature',
      extendedKeyUsage: 'serverAuth',
      subjectAltName,
      subjectKeyIdentifier: 'hash',
      authorityKeyIdentifier: 'keyid:always',
    },
  );
  newCertificate(files.dir, {
    config,
    keyOut: next.key,
    certOut: next.cert,
    days: serverDays,
    signer: { cert: files.caCert, key: files.caKey },
  });
  fs.renameSync(next.key, files.serverKey);
  fs.renameSync(next.cert, files.serverCert);
  const validTo = new Date(new X509Certificate(fs.readFileSync(files.serverCert)).validTo);
  return { isCaCreated: !hasCaCert, caFile: files.caCert, names, validTo };
}
