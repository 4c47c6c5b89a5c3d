// The OSDP badge reader wired to the box itself (an RS-485 adapter on « Port série du lecteur de
// badges »): the control panel polls it, and each card read is decided by the same rules as the
// devices' HTTP question, logged under a device of its own. When the decision does not come in time
// the fail-safe setting decides: stay closed, or let in the live badges the reader was last given.

import type { FailSafeMode } from '../../../drivers/osdp';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { Logger } from '../../logger';
import { checkAccess } from './check';
import { activeAccessConfiguration } from './configuration';
import { createDevice } from './devices';

export interface SerialReaderDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly isModuleActive: (module: string) => boolean;
}

export interface SerialReader {
  stop(): Promise<void>;
}

const cachedBadgesEveryMs = 60_000;

/** The device row the reader's decisions are logged under, made the first time the port is used. */
function readerDevice(db: Db, clock: Clock, port: string): { id: number; kind: 'barrier' } {
  const label = `Lecteur OSDP ${port}`;
  const found = statement(db, 'SELECT id FROM access_devices WHERE label = ? AND revoked_at IS NULL').get(label) as
    | { id: number }
    | undefined;
  // Its API key is never shown: the reader speaks OSDP, not HTTP.
  return { id: found?.id ?? createDevice(db, clock, { label, kind: 'barrier', userId: null }).id, kind: 'barrier' };
}

const liveBadges = (db: Db) =>
  statement(db, "SELECT value FROM access_credentials WHERE kind = 'badge' AND revoked_at IS NULL")
    .pluck()
    .all() as string[];

/** Starts the reader when the module is on and a port is set; null otherwise. */
export async function startSerialReader(deps: SerialReaderDeps): Promise<SerialReader | null> {
  const { db, clock, logger } = deps;
  const settings = activeAccessConfiguration(db);
  if (!deps.isModuleActive('access_control') || settings.serialPort.trim() === '') return null;
  const device = readerDevice(db, clock, settings.serialPort);
  // Loaded only on a box with a reader: the serial bindings cost the others' start nothing.
  const [{ createAccessDecision, startControlPanel }, { openSerialLink }] = await Promise.all([
    import('../../../drivers/osdp'),
    import('../../../drivers/serial/link'),
  ]);
  const link = await openSerialLink({ path: settings.serialPort, baudRate: 9600 });
  const access = createAccessDecision({
    decide: async (_reader, card) =>
      checkAccess(db, clock, device, { kind: 'badge', value: card }, deps.isModuleActive('access_control')).allow
        ? 'allow'
        : 'deny',
    timeoutMs: 1000,
    failSafe: settings.failSafe as FailSafeMode,
  });
  const refreshBadges = () => access.setCachedCodes(liveBadges(db));
  refreshBadges();
  const timer = setInterval(refreshBadges, cachedBadgesEveryMs);
  timer.unref();
  const panel = startControlPanel({
    link,
    readers: [{ name: 'Barrière', address: settings.osdpAddress, relayOutput: 0 }],
    access,
    pollIntervalMs: 50,
    replyTimeoutMs: 200,
    retries: 2,
    offlineAfterMissedPolls: 5,
    reconnectIntervalMs: 1000,
    useCrc: true,
    relayPulse: 30,
  });
  panel.on('online', ({ identity }) =>
    logger.info('Lecteur de badges en ligne', { port: settings.serialPort, identity }),
  );
  panel.on('offline', () => logger.error('Lecteur de badges hors ligne', { port: settings.serialPort }));
  return {
    async stop() {
      clearInterval(timer);
      await panel.stop();
      await link.close();
    },
  };
}
