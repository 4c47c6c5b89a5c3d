// Composition root: config -> database -> migrations -> first user -> app -> HTTP server.

import path from 'node:path';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { databaseFile, openDatabase } from './db/connection';
import { prepareDatabase } from './db/prepare';
import { ensureFirstUser } from './domains/security';
import { listen } from './http/listen';
import { type Scheduler, startScheduler } from './jobs/scheduler';
import { consoleLogger } from './logger';
import { repositoryRoot } from './repository-root';

async function main() {
  const config = loadConfig(process.env);
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
  let scheduler: Scheduler | undefined;
  const { server } = listen(app.fetch, config, (info) => {
    const url = `${info.isHttps ? 'https' : 'http'}://${config.host}:${info.port}/`;
    const tls = info.isHttps ? 'HTTPS (certificat de tls/)' : 'HTTP (pas de certificat : bivouac tls init)';
    consoleLogger.info('Bivouac à l’écoute', { url, tls, dataDir: config.dataDir });
    scheduler = startScheduler({ db, clock, logger: consoleLogger, dataDir: config.dataDir });
  });
  const stop = () => {
    void scheduler?.stop();
    server.close(() => {
      db.$client.close();
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
