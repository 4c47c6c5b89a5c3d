// HTTPS when `bivouac tls init` has put the box's certificate and key in BIVOUAC_DATA_DIR/tls/,
// plain HTTP otherwise: what the server is built with. The cookies follow (see session.ts).
import https from 'node:https';
import { readServerTls } from '../domains/tls';

export function tlsServing(dataDir: string) {
  const tls = readServerTls(dataDir);
  return tls
    ? ({ isHttps: true, options: { createServer: https.createServer, serverOptions: tls } } as const)
    : ({ isHttps: false, options: {} } as const);
}
