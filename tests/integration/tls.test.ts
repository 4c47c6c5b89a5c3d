// HTTPS on the LAN: `bivouac tls init` run as the technician runs it on a temp data folder, then
// the service's own listener on a loopback port, reached with the site's authority as the only
// trusted one.
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listening, listen } from '../../service/boot/listen';
import { tlsFiles } from '../../service/domains/tls';
import { runBivouac } from '../support/cli-run';
import { adminLogin, makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

function bivouac(...args: string[]) {
  return bivouacOn(t.dataDir, ...args);
}

function bivouacOn(dataDir: string, ...args: string[]) {
  return runBivouac(dataDir, args);
}

const read = (file: string) => fs.readFileSync(file);
const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** The service's listener on a free loopback port, answered once it listens. */
function start(): Promise<Listening> {
  return listen(t.app.fetch, { port: 0, host: '127.0.0.1', dataDir: t.dataDir });
}

function stop(listening: Listening): Promise<void> {
  listening.server.closeAllConnections();
  return new Promise((resolve) => listening.server.close(() => resolve()));
}

/** Any name resolves to loopback: the box's own host name is asked for as a reception PC would. */
const toLoopback: LookupFunction = (_host, options, callback) =>
  options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);

function httpsRequest(o: { host: string; port: number; path: string; method?: string; body?: unknown }) {
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise<{ status: number; cookies: string[]; body: Buffer }>((resolve, reject) => {
    const req = https.request(
      {
        host: o.host,
        port: o.port,
        path: o.path,
        method: o.method ?? 'GET',
        // The site's authority and nothing else: the system's list of public authorities is not consulted.
        ca: read(tlsFiles(t.dataDir).caCert),
        lookup: toLoopback,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

// Each `bivouac` run starts Node and tsx: on a loaded 2-core box that can take seconds.
describe('HTTPS on the LAN', { timeout: 60_000 }, () => {
  it('without a certificate the service serves plain HTTP, and its cookies are neither Secure nor __Host-', async () => {
    const listening = await start();
    try {
      expect(listening.isHttps).toBe(false);
      const res = await fetch(`http://127.0.0.1:${listening.port}/rest/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminLogin),
      });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.find((c) => c.startsWith('bivouac_session='))).toBeDefined();
      expect(cookies.join('\n')).not.toMatch(/Secure|__Host-/);
    } finally {
      await stop(listening);
    }
  });

  it('the authority certificate is not found before tls init', async () => {
    expect((await t.anonymous.get('/rest/tls/ca.crt')).status).toBe(404);
  });

  it('tls init makes an authority and a box certificate for the host name, 127.0.0.1 and the names given, keys readable by their owner only', () => {
    const run = bivouac('tls', 'init', '--host', 'bivouac.camping.lan', '--ip', '192.168.1.50');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('Autorité locale créée');
    const files = tlsFiles(t.dataDir);
    expect(mode(files.dir)).toBe(0o700);
    expect(mode(files.caKey)).toBe(0o600);
    expect(mode(files.serverKey)).toBe(0o600);
    const ca = new X509Certificate(read(files.caCert));
    const box = new X509Certificate(read(files.serverCert));
    expect(ca.ca).toBe(true);
    expect(box.ca).toBe(false);
    expect(box.verify(ca.publicKey)).toBe(true);
    expect(box.checkHost(os.hostname())).toBeDefined();
    expect(box.checkHost('bivouac.camping.lan')).toBeDefined();
    expect(box.checkIP('127.0.0.1')).toBeDefined();
    expect(box.checkIP('192.168.1.50')).toBeDefined();
  });

  it('re-running tls init renews the box certificate and keeps the authority', () => {
    const files = tlsFiles(t.dataDir);
    const before = { caKey: read(files.caKey), caCert: read(files.caCert), box: read(files.serverCert) };
    const run = bivouac('tls', 'init');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('Autorité locale existante gardée');
    expect(read(files.caKey).equals(before.caKey)).toBe(true);
    expect(read(files.caCert).equals(before.caCert)).toBe(true);
    const renewed = new X509Certificate(read(files.serverCert));
    expect(renewed.serialNumber).not.toBe(new X509Certificate(before.box).serialNumber);
    expect(renewed.verify(new X509Certificate(before.caCert).publicKey)).toBe(true);
  });

  it("tls status shows the authority's fingerprints, for the reception PCs to compare before trusting it", () => {
    const ca = new X509Certificate(read(tlsFiles(t.dataDir).caCert));
    const run = bivouac('tls', 'status');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(ca.fingerprint256);
    expect(run.out).toContain(ca.fingerprint);
  });

  it('a bad address is refused in one French line, without a stack trace', () => {
    const run = bivouac('tls', 'init', '--ip', '192.168.1.300');
    expect(run.code).toBe(1);
    expect(run.err.trim()).toBe('Erreur : Adresse IP incorrecte : « 192.168.1.300 »');
    const host = bivouac('tls', 'init', '--host', 'accueil camping');
    expect(host.code).toBe(1);
    expect(host.err.trim().split('\n')).toHaveLength(1);
  });

  it('an authority certificate without its key is refused, never silently replaced by a new authority', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-tls-'));
    try {
      const files = tlsFiles(dataDir);
      fs.mkdirSync(files.dir);
      fs.copyFileSync(tlsFiles(t.dataDir).caCert, files.caCert);
      const run = bivouacOn(dataDir, 'tls', 'init');
      expect(run.code).toBe(1);
      expect(run.err).toContain('La clé de l’autorité locale manque');
      expect(read(files.caCert).equals(read(tlsFiles(t.dataDir).caCert))).toBe(true);
      expect(fs.existsSync(files.serverCert)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with the certificate the service serves HTTPS, trusted through the authority alone, by host name and by 127.0.0.1', async () => {
    const listening = await start();
    try {
      expect(listening.isHttps).toBe(true);
      for (const host of [os.hostname(), '127.0.0.1']) {
        const res = await httpsRequest({ host, port: listening.port, path: '/rest/tls/ca.crt' });
        expect(res.status).toBe(200);
        expect(res.body.equals(read(tlsFiles(t.dataDir).caCert))).toBe(true);
        expect(res.body.toString()).not.toContain('PRIVATE KEY');
      }
    } finally {
      await stop(listening);
    }
  });

  it('over HTTPS the cookies are Secure and the session one __Host- prefixed', async () => {
    const listening = await start();
    try {
      const res = await httpsRequest({
        host: '127.0.0.1',
        port: listening.port,
        path: '/rest/login',
        method: 'POST',
        body: adminLogin,
      });
      expect(res.status).toBe(200);
      const session = res.cookies.find((c) => c.startsWith('__Host-bivouac_session='));
      const xsrf = res.cookies.find((c) => c.startsWith('XSRF-TOKEN='));
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).not.toMatch(/Domain=/i);
      expect(xsrf).toMatch(/; Secure/);
      expect(res.cookies.some((c) => c.startsWith('bivouac_session='))).toBe(false);
    } finally {
      await stop(listening);
    }
  });
});
