// The system `openssl` (Debian's, security-updated by apt with the rest of the box) signs the
// certificates: Node can make keys but not X.509 certificates, and a dependency that can would
// be one more piece of cryptography in the supply chain to keep up to date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors/app-error';

/** An openssl.cnf for one `req -x509`: the subject and the extensions, nothing from the system's. */
export function opensslConfig(subject: Record<string, string>, extensions: Record<string, string>): string {
  const lines = (entries: Record<string, string>) => Object.entries(entries).map(([k, v]) => `${k} = ${v}`);
  return [
    '[req]',
    'distinguished_name = dn',
    'prompt = no',
    'utf8 = yes',
    'x509_extensions = ext',
    '[dn]',
    ...lines(subject),
    '[ext]',
    ...lines(extensions),
    '',
  ].join('\n');
}

/**
 * `openssl req -x509` with a new P-256 key, written in `dir` (the caller's private folder): the
 * configuration goes through a file there, since openssl reads its config only from a file.
 */
export function newCertificate(
  dir: string,
  o: { config: string; keyOut: string; certOut: string; days: number; signer?: { cert: string; key: string } },
): void {
  const configFile = path.join(dir, 'openssl.cnf.tmp');
  fs.writeFileSync(configFile, o.config, { mode: 0o600 });
  const args = [
    'req',
    '-x509',
    '-new',
    '-config',
    configFile,
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
  ];
  args.push('-noenc', '-keyout', o.keyOut, '-out', o.certOut, '-days', String(o.days));
  if (o.signer) args.push('-CA', o.signer.cert, '-CAkey', o.signer.key);
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('TLS_OPENSSL_MISSING');
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(`openssl a échoué : ${stderr.split('\n')[0] ?? ''}`);
  } finally {
    fs.rmSync(configFile, { force: true });
  }
  fs.chmodSync(o.keyOut, 0o600);
}
