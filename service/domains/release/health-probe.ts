// Asks the service on this box for GET /rest/health until it reports the release expected: then
// it has started, migrated, opened its database and serves requests.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../config';
import type { VersionInfo } from '../../version';
import { tlsFiles } from '../tls';

/** The service's own loopback address; HTTPS when the box has its certificate (tls/ of the data dir). */
export function healthUrl(config: Pick<Config, 'host' | 'port' | 'dataDir'>): URL {
  const isHttps = fs.existsSync(tlsFiles(config.dataDir).serverCert);
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return new URL(
    `${isHttps ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${config.port}/rest/health`,
  );
}

interface Answer {
  readonly status: number;
  readonly body: { version?: Partial<VersionInfo> } | null;
}

function getHealth(url: URL): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The box's own certificate, asked on loopback: only the version is read from the answer.
    const get = url.protocol === 'https:' ? https.get : http.get;
    const req = get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: null });
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('pas de réponse en 2 s')));
    req.on('error', reject);
  });
}

export type Expected = Pick<VersionInfo, 'number' | 'stamp'>;

/** Waits for a 200 naming `expected`; throws saying what was last seen when `deadline` passes. */
export async function waitForRelease(
  url: URL,
  expected: Expected,
  deadline: number,
  hasExited: () => boolean,
): Promise<void> {
  let lastSeen = 'aucune réponse';
  for (;;) {
    if (hasExited()) throw new Error('le service s’est arrêté au démarrage (voir son journal)');
    try {
      const { status, body } = await getHealth(url);
      const version = body?.version;
      if (status === 200 && version?.number === expected.number && version.stamp === expected.stamp) return;
      lastSeen = `HTTP ${status}, version ${version?.number ?? '?'} ${version?.stamp ?? ''}`.trim();
    } catch (error) {
      lastSeen = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${url.href} ne répond pas la version attendue (${lastSeen})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
