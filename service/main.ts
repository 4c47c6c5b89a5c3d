// Composition root: config -> data directory (locked, checked, migrated) -> first user -> app -> HTTP server.
// Any fault on the way ends in one French line and exit code 1 (service/boot/).

import path from 'node:path';
import { createApp } from './app';
import { listen } from './boot/listen';
import { openDataDir } from './boot/open-data-dir';
import { startFaultLine } from './boot/start-fault';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { startSerialReader } from './domains/access';
import { createModuleSwitches } from './domains/module';
import { ensureFirstUser } from './domains/security';
import { type Scheduler, startScheduler } from './jobs/scheduler';
import { consoleLogger } from './logger';
import { repositoryRoot } from './repository-root';

async function main() {
  const config = loadConfig(process.env);
  const clock = systemClock(config.today);
  const { db, lock, damage } = await openDataDir(config, clock);
  if (damage) consoleLogger.error('Base endommagée servie en lecture seule (BIVOUAC_DAMAGED_READ_ONLY)', { damage });
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
    smtpUrl: config.smtpUrl,
  });
  const { server, isHttps } = await listen(app.fetch, config);
  const url = `${isHttps ? 'https' : 'http'}://${config.host}:${config.port}/`;
  const tls = isHttps ? 'HTTPS (certificat de tls/)' : 'HTTP (pas de certificat : bivouac tls init)';
  consoleLogger.info('Bivouac à l’écoute', { url, tls, dataDir: config.dataDir });
  // A database served read-only takes no scheduled write: its jobs wait for the restored one.
  const scheduler: Scheduler | undefined = damage
    ? undefined
    : startScheduler({ db, clock, logger: consoleLogger, dataDir: config.dataDir, smtpUrl: config.smtpUrl });
  // The badge reader on the box's serial port, read once at start (a new port takes a restart).
  const reader = damage
    ? null
    : await startSerialReader({
        db,
        clock,
        logger: consoleLogger,
        isModuleActive: createModuleSwitches(db, clock).isActive,
      }).catch((error: Error) => {
        consoleLogger.error('Lecteur de badges : port série inutilisable, accès par HTTP seulement', {
          reason: error.message,
        });
        return null;
      });
  const stop = () => {
    void scheduler?.stop();
    void reader?.stop();
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
  console.error(startFaultLine(error));
  process.exit(1);
});
