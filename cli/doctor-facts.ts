// What `bivouac doctor` looks at on the box, read without changing anything: the database is
// opened read-only, the service's lock only probed, the SMTP server only connected to.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { quickCheck } from '../service/boot/database-check';
import { latestBackup } from '../service/boot/latest-backup';
import { parisDate } from '../service/clock';
import { ConfigError, loadConfig } from '../service/config';
import { databaseFile } from '../service/db/connection';
import { dataDirHolder } from '../service/db/data-dir-lock';
import type { DoctorFacts } from './doctor-report';

const smtpTimeoutMs = 3000;

function config(env: NodeJS.ProcessEnv) {
  try {
    const c = loadConfig(env);
    return {
      configError: null,
      dataDir: c.dataDir,
      smtpUrl: c.smtpUrl,
      today: c.today,
      isDamagedServedReadOnly: c.isDamagedServedReadOnly,
    };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return {
      configError: error.message,
      dataDir: path.resolve(env.BIVOUAC_DATA_DIR || './data'),
      isDamagedServedReadOnly: false,
    };
  }
}

function dataDirAccess(dataDir: string): DoctorFacts['dataDirAccess'] {
  if (!fs.existsSync(dataDir)) return 'missing';
  try {
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
    return 'writable';
  } catch {
    return 'not-writable';
  }
}

/** The disk the data directory is on (its nearest existing parent, before the first start). */
function disk(dataDir: string): DoctorFacts['disk'] {
  let dir = dataDir;
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    const s = fs.statfsSync(dir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return null;
  }
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

function database(dataDir: string): DoctorFacts['database'] {
  const file = databaseFile(dataDir);
  if (!fs.existsSync(file)) return { exists: false };
  let damage: string | null;
  try {
    const sqlite = new Database(file, { readonly: true, fileMustExist: true });
    try {
      damage = quickCheck(sqlite);
    } finally {
      sqlite.close();
    }
  } catch (error) {
    // Not a database at all, or unreadable: as serious as damage.
    damage = error instanceof Error ? error.message : String(error);
  }
  return { exists: true, bytes: sizeOf(file), walBytes: sizeOf(`${file}-wal`), damage };
}

function ntp(): DoctorFacts['clock']['ntp'] {
  const res = spawnSync('timedatectl', ['show', '-p', 'NTPSynchronized', '--value'], {
    encoding: 'utf8',
    timeout: 2000,
  });
  const answer = res.status === 0 ? res.stdout.trim() : '';
  return answer === 'yes' || answer === 'no' ? answer : 'unknown';
}

/** Opens (and closes) a TCP connection to the SMTP server: null when it answered, else why not. */
function smtpError(url: string): Promise<string | null> {
  const u = new URL(url);
  const port = Number(u.port) || (u.protocol === 'smtps:' ? 465 : 25);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port, timeout: smtpTimeoutMs });
    const end = (error: string | null) => {
      socket.destroy();
      resolve(error);
    };
    socket.once('connect', () => end(null));
    socket.once('timeout', () => end(`pas de réponse en ${smtpTimeoutMs / 1000} s`));
    socket.once('error', (error: NodeJS.ErrnoException) => end(error.code ?? error.message));
  });
}

function serialPorts(devDir = '/dev'): string[] {
  const names = fs.existsSync(devDir) ? fs.readdirSync(devDir) : [];
  const usb = names.filter((n) => /^tty(USB|ACM)\d+$/.test(n));
  const builtIn = names.filter((n) => /^ttyS\d+$/.test(n));
  const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return [...usb.sort(byNumber), ...builtIn.sort(byNumber)].map((n) => path.join(devDir, n));
}

export async function gatherDoctorFacts(env: NodeJS.ProcessEnv, now = new Date()): Promise<DoctorFacts> {
  const c = config(env);
  return {
    now,
    configError: c.configError,
    isDamagedServedReadOnly: c.isDamagedServedReadOnly,
    dataDir: c.dataDir,
    dataDirAccess: dataDirAccess(c.dataDir),
    disk: disk(c.dataDir),
    database: database(c.dataDir),
    lastBackup: latestBackup(c.dataDir),
    holder: fs.existsSync(c.dataDir) ? dataDirHolder(c.dataDir) : null,
    clock: {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      parisDay: parisDate(now),
      pinnedToday: c.today,
      ntp: ntp(),
    },
    smtp: c.smtpUrl ? { url: c.smtpUrl, error: await smtpError(c.smtpUrl) } : null,
    serialPorts: serialPorts(),
  };
}
