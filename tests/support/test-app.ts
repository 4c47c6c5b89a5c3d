// A real app on a real SQLite file in a temp folder, with a frozen clock and an in-memory logger.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../../service/app';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { createAccount, type NewAccount } from '../../service/domains/security';
import { memoryLogger } from '../../service/logger';
import { type Client, clientFor } from './client';
import { adminLogin, copyPreparedDatabase } from './prepared-database';

export { adminLogin };

export async function makeTestApp(options: { uiDir?: string; now?: string; smtpUrl?: string } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-test-'));
  const clock = fixedClock(options.now ?? '2026-11-22T09:00:00Z');
  await copyPreparedDatabase(databaseFile(dataDir), { key: clock.now().toISOString(), clock });
  const db = openDatabase(databaseFile(dataDir));
  const logger = memoryLogger();
  const app = createApp({ db, clock, logger, dataDir, uiDir: options.uiDir, smtpUrl: options.smtpUrl });
  const anonymous = clientFor(app);
  return {
    app,
    db,
    clock,
    logger,
    dataDir,
    smtpUrl: options.smtpUrl,
    anonymous,
    /** Signs in and answers a client that keeps its cookies and sends the anti-forgery header. */
    async signIn(credentials: { login: string; password: string } = adminLogin): Promise<Client> {
      const client = clientFor(app);
      const res = await client.post('/rest/login', credentials);
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return client;
    },
    async addUser(account: NewAccount) {
      return createAccount(db, clock, account);
    },
    close() {
      db.$client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** A fresh app per test with the admin signed in: `const ctx = withSignedInAdmin()` then `ctx.t`, `ctx.admin`. */
export function withSignedInAdmin() {
  const ctx = {} as { t: TestApp; admin: Client };
  beforeEach(async () => {
    ctx.t = await makeTestApp();
    ctx.admin = await ctx.t.signIn();
  });
  afterEach(() => ctx.t.close());
  return ctx;
}

/**
 * One app for the whole file serving a tiny built UI (an index page and one asset) beside the API,
 * with the admin signed in: `const ctx = withUiAndSignedInAdmin()` then `ctx.t`, `ctx.admin`.
 */
export function withUiAndSignedInAdmin() {
  const ctx = {} as { t: TestApp; admin: Client };
  let uiDir = '';
  beforeAll(async () => {
    uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-ui-'));
    fs.mkdirSync(path.join(uiDir, 'assets'));
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<html><body>app</body></html>');
    fs.writeFileSync(path.join(uiDir, 'assets/app-1234.js'), 'console.log(1)');
    ctx.t = await makeTestApp({ uiDir });
    ctx.admin = await ctx.t.signIn();
  });
  afterAll(() => {
    ctx.t.close();
    fs.rmSync(uiDir, { recursive: true, force: true });
  });
  return ctx;
}
