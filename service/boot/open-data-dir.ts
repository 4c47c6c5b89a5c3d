// The start's hold on its data: the directory checked and locked (a second service on it is
// refused), the database opened, quick-checked and migrated. Every fault becomes a StartFault line.
import type { Clock } from '../clock';
import { type Db, databaseFile, openDatabase } from '../db/connection';
import { type DataDirHolder, type DataDirLock, dataDirHolder, lockDataDir } from '../db/data-dir-lock';
import { markDamaged } from '../db/database-state';
import { migrationStatus } from '../db/migrate';
import { prepareDatabase } from '../db/prepare';
import { serveReadOnly } from '../db/read-only';
import { checkDataDir } from './data-dir-check';
import { damagedFault, databaseFault, migrationFault, quickCheck } from './database-check';
import { restoreHint } from './latest-backup';
import { StartFault } from './start-fault';

export interface DataDirOptions {
  readonly dataDir: string;
  readonly isDamagedServedReadOnly: boolean;
}

export interface OpenedDataDir {
  readonly db: Db;
  readonly lock: DataDirLock;
  /** Why the database is served read-only (it is damaged), or null when it is sound. */
  readonly damage: string | null;
}

const holderNames: Record<string, string> = {
  service: 'un autre service Bivouac',
  restore: 'une restauration',
  update: 'une mise à jour',
};

export function heldFault(dataDir: string, holder: DataDirHolder | null): StartFault {
  const who = holder ? (holderNames[holder.role] ?? `« ${holder.role} »`) : 'un autre processus';
  const pid = holder?.pid ? `pid ${holder.pid}` : 'pid inconnu';
  const since = holder?.since ? `, depuis ${holder.since}` : '';
  return new StartFault(
    `Le dossier des données ${dataDir} est déjà utilisé par ${who} (${pid}${since}) : arrêtez-le (systemctl stop bivouac) ou choisissez un autre BIVOUAC_DATA_DIR.`,
  );
}

export async function openDataDir(options: DataDirOptions, clock: Clock): Promise<OpenedDataDir> {
  const { dataDir } = options;
  checkDataDir(dataDir);
  const lock = lockDataDir(dataDir, 'service', clock.now());
  if (!lock) throw heldFault(dataDir, dataDirHolder(dataDir));
  try {
    return { lock, ...(await openSoundDatabase(options, clock)) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openSoundDatabase({ dataDir, isDamagedServedReadOnly }: DataDirOptions, clock: Clock) {
  const file = databaseFile(dataDir);
  let db: Db | undefined;
  try {
    db = openDatabase(file);
    const damage = quickCheck(db.$client);
    if (damage && !isDamagedServedReadOnly) throw damagedFault(damage, file, dataDir);
    if (damage) await prepareReadOnly(db, clock, file, dataDir, damage);
    else prepare(db, clock, file, dataDir);
    return { db, damage };
  } catch (error) {
    db?.$client.close();
    if (error instanceof StartFault) throw error;
    throw databaseFault(error, file, dataDir) ?? error;
  }
}

/**
 * Only an up-to-date database is served read-only: preparing it then writes nothing to the file
 * (its seeds are all there and are read first), only this connection's temporary triggers.
 */
async function prepareReadOnly(db: Db, clock: Clock, file: string, dataDir: string, damage: string) {
  if ((await migrationStatus(db)).some((m) => !m.applied)) {
    throw new StartFault(
      `La base ${file} est endommagée (${damage}) et attend une migration : elle ne peut pas être servie en lecture seule ; ${restoreHint(dataDir)}`,
    );
  }
  prepareDatabase(db, clock);
  markDamaged(damage);
  serveReadOnly(db.$client);
}

function prepare(db: Db, clock: Clock, file: string, dataDir: string): void {
  try {
    prepareDatabase(db, clock);
  } catch (error) {
    throw databaseFault(error, file, dataDir) ?? migrationFault(error, file, dataDir);
  }
}
