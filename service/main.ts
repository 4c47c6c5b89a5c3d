// Composition root: config -> database -> migrations -> first user -> app -> HTTP server.

import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { databaseFile, openDatabase } from './db/connection';
import { dataDirHolder, lockDataDir } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { ensureFirstUser } from './domains/security';
import { keepIdleConnections } from './http/keep-alive';
import { consoleLogger } from './logger';
import { repositoryRoot } from './repository-root';

async function main() {
  const config = loadConfig(process.env);
  // Held while the service runs: a second service, a restore or an update sees who runs.
  const lock = lockDataDir(config.dataDir, 'service');
  if (!lock) {
    throw new Error(
      `Le dossier de données ${config.dataDir} est déjà utilisé (pid ${dataDirHolder(config.dataDir)?.pid}).`,
    );
  }
  const clock = systemClock(config.today);
  const db = openDatabase(databaseFile(config.dataDir));
  prepareDatabase(db, clock);
  const created = await ensureFirstUser(db, clock, config.adminLogin, config.adminPassword);
  if (created?.isGenerated) {
    console.log(
      `\nPremier démarrage : administrateur « ${created.login} » créé, mot de passe : ${created.password}\n` +
        'Notez-le maintenant, il ne sera plus affiché.\n',
    );
  } else if (created) {
    console.log(`Premier démarrage : administrateur « ${created.login} » créé avec BIVOUAC_ADMIN_PASSWORD.`);
  }
  const app = createApp({
    db,
    clock,
    logger: consoleLogger,
    dataDir: config.dataDir,
    uiDir: path.join(repositoryRoot, 'ui/dist'),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    consoleLogger.info('Bivouac à l’écoute', { url: `http://${config.host}:${info.port}/`, dataDir: config.dataDir });
  });
  keepIdleConnections(server as Server);
  const stop = () => {
    server.close(() => {
      db.$client.close();
      lock.release();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
