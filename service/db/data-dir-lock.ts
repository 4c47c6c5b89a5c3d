// The running service holds its data directory, so a second service, a restore or an update sees
// it and refuses (or stops the service first when asked). The lock is SQLite's own exclusive lock
// on a small side file: the operating system drops it when the process dies, so a crash or a power
// cut never leaves a stale lock behind.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface DataDirHolder {
  readonly pid: number;
  /** What holds it: `service`, `restore`, `update`… */
  readonly role: string;
  readonly since: string;
}

export interface DataDirLock {
  readonly holder: DataDirHolder;
  release(): void;
}

const lockFile = (dataDir: string) => path.join(dataDir, 'bivouac.lock');
// The lock file cannot be read while it is held: who holds it is written beside it.
const holderFile = (dataDir: string) => path.join(dataDir, 'bivouac.lock.json');

/** Takes the data directory, or answers null when another process (or connection) holds it. */
export function lockDataDir(dataDir: string, role: string, now = new Date()): DataDirLock | null {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(lockFile(dataDir), { timeout: 0 });
  try {
    // In EXCLUSIVE locking mode the first write keeps the file locked until the connection closes.
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (at TEXT); DELETE FROM held;');
    sqlite.prepare('INSERT INTO held (at) VALUES (?)').run(now.toISOString());
    sqlite.exec('COMMIT');
  } catch (error) {
    sqlite.close();
    if (isBusy(error)) return null;
    throw error;
  }
  const holder: DataDirHolder = { pid: process.pid, role, since: now.toISOString() };
  fs.writeFileSync(holderFile(dataDir), JSON.stringify(holder));
  let isReleased = false;
  return {
    holder,
    release() {
      if (isReleased) return;
      isReleased = true;
      fs.rmSync(holderFile(dataDir), { force: true });
      sqlite.close();
    },
  };
}

/** Who holds the data directory now, or null when nobody does. */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  if (!fs.existsSync(lockFile(dataDir))) return null;
  const probe = lockDataDirQuietly(dataDir);
  if (probe) {
    probe();
    return null;
  }
  try {
    return JSON.parse(fs.readFileSync(holderFile(dataDir), 'utf8')) as DataDirHolder;
  } catch {
    // Held, but its holder has not written its name yet (or was stopped between the two steps).
    return { pid: 0, role: 'inconnu', since: '' };
  }
}

/** Tries the lock without touching the holder file; answers how to release it, or null when held. */
function lockDataDirQuietly(dataDir: string): (() => void) | null {
  const sqlite = new Database(lockFile(dataDir), { timeout: 0 });
  try {
    sqlite.exec('BEGIN EXCLUSIVE');
    sqlite.exec('ROLLBACK');
    return () => sqlite.close();
  } catch (error) {
    sqlite.close();
    if (isBusy(error)) return null;
    throw error;
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
