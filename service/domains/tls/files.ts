// Where the box's HTTPS material lives: BIVOUAC_DATA_DIR/tls/, beside the database it protects, so
// a backup of the data folder carries it and the service user alone can read the keys.
import fs from 'node:fs';
import path from 'node:path';

export function tlsFiles(dataDir: string) {
  const dir = path.join(dataDir, 'tls');
  return {
    dir,
    caKey: path.join(dir, 'ca.key'),
    caCert: path.join(dir, 'ca.crt'),
    serverKey: path.join(dir, 'server.key'),
    serverCert: path.join(dir, 'server.crt'),
  };
}

export interface ServerTls {
  readonly key: Buffer;
  readonly cert: Buffer;
}

/** The box's key and certificate when both are present: the service then serves HTTPS. */
export function readServerTls(dataDir: string): ServerTls | null {
  const files = tlsFiles(dataDir);
  if (!fs.existsSync(files.serverKey) || !fs.existsSync(files.serverCert)) return null;
  return { key: fs.readFileSync(files.serverKey), cert: fs.readFileSync(files.serverCert) };
}

/** The authority's certificate (its public part) for the reception PCs to trust, or null. */
export function readCaCertificate(dataDir: string): Buffer | null {
  const file = tlsFiles(dataDir).caCert;
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}
