// A real Bivouac on 127.0.0.1 (free port): migrated SQLite in a temp folder, the built UI, the
// system clock (sessions and cookies live in real time), and the admin of tests/support.

import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../../service/app';
import { systemClock } from '../../../service/clock';
import { databaseFile, openDatabase } from '../../../service/db/connection';
import { createAccount, type NewAccount } from '../../../service/domains/security';
import { keepIdleConnections } from '../../../service/http/keep-alive';
import { memoryLogger } from '../../../service/logger';
import { adminLogin, copyPreparedDatabase } from '../../support/prepared-database';
import { uiDir } from './paths';

export { adminLogin };

export interface SiteOptions {
  /** Pins the business day, like BIVOUAC_TODAY. */
  today?: string;
  /** Starts on the demo site (`bivouac init-demo`), copied from the one the run built first. */
  demo?: boolean;
}

export async function startSite(options: SiteOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-e2e-'));
  const clock = systemClock(options.today);
  // The day shapes the demo's season; without a pinned day, the run's first day serves the run.
  const key = options.today ?? clock.today();
  await copyPreparedDatabase(databaseFile(dataDir), { key, clock, demo: options.demo });
  const db = openDatabase(databaseFile(dataDir));
  const logger = memoryLogger();
  const app = createApp({ db, clock, logger, dataDir, uiDir });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    started.once('error', reject);
  });
  keepIdleConnections(server as Server);
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    db,
    clock,
    logger,
    dataDir,
    addUser: (account: NewAccount) => createAccount(db, clock, account),
    async close(): Promise<void> {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of the browser would hold close() open.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      db.$client.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
