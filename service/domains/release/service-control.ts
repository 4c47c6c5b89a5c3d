// How an update stops and starts the service. On the box systemd runs it (the `bivouac` unit,
// enabled): `systemctl stop/start bivouac`. Elsewhere (a test, a box without the unit) the service
// is the process holding the data directory: SIGTERM, then the update starts the new one itself,
// detached, with the stopped one's environment and working folder, its output in service.log.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dataDirHolder } from '../../db/data-dir-lock';
import { currentLink } from './layout';

export const unitName = 'bivouac';

export interface ServiceContext {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

export interface ServiceHandle extends ServiceContext {
  readonly mode: 'systemd' | 'process';
  readonly wasRunning: boolean;
}

/** A service the update started: how to tell it died before answering. */
export interface StartedService {
  readonly hasExited: () => boolean;
}

function systemctl(...args: string[]): { ok: boolean; out: string } {
  const res = spawnSync('systemctl', args, { encoding: 'utf8', stdio: 'pipe' });
  return { ok: res.status === 0, out: (res.stdout ?? '').trim() || (res.stderr ?? '').trim() };
}

/** A running process's environment and folder (Linux /proc): a restart keeps PORT, the data dir… */
function contextOf(pid: number): ServiceContext | null {
  try {
    const env = Object.fromEntries(
      fs
        .readFileSync(`/proc/${pid}/environ`, 'utf8')
        .split('\0')
        .filter((line) => line.includes('='))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    return { env, cwd: fs.readlinkSync(`/proc/${pid}/cwd`) };
  } catch {
    return null;
  }
}

export function findService(own: ServiceContext, dataDirOf: (context: ServiceContext) => string): ServiceHandle {
  if (systemctl('is-enabled', '--quiet', unitName).ok || systemctl('is-active', '--quiet', unitName).ok) {
    const pid = Number(systemctl('show', '--property=MainPID', '--value', unitName).out);
    const context = (pid > 0 && contextOf(pid)) || own;
    return { mode: 'systemd', ...context, wasRunning: systemctl('is-active', '--quiet', unitName).ok };
  }
  const holder = dataDirHolder(dataDirOf(own));
  if (holder && holder.role === 'service' && holder.pid > 0) {
    return { mode: 'process', ...(contextOf(holder.pid) ?? own), wasRunning: true };
  }
  return { mode: 'process', ...own, wasRunning: false };
}

async function until(isDone: () => boolean, deadline: number, what: string): Promise<void> {
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the service and waits for it to let go of the data directory. */
export async function stopService(service: ServiceHandle, dataDir: string, deadline: number): Promise<void> {
  if (service.mode === 'systemd') {
    const res = systemctl('stop', unitName);
    if (!res.ok) throw new Error(`systemctl stop ${unitName} : ${res.out}`);
  } else {
    const holder = dataDirHolder(dataDir);
    if (holder && holder.pid > 0) process.kill(holder.pid, 'SIGTERM');
  }
  // The lock is dropped when the process has closed its files: nothing of it writes any more.
  await until(() => dataDirHolder(dataDir) === null, deadline, 'le service ne s’est pas arrêté à temps');
}

/** Starts the release `current` points at. */
export function startService(service: ServiceHandle, installRoot: string, dataDir: string): StartedService {
  if (service.mode === 'systemd') {
    const res = systemctl('start', unitName);
    if (!res.ok) throw new Error(`systemctl start ${unitName} : ${res.out}`);
    return { hasExited: () => !systemctl('is-active', '--quiet', unitName).ok };
  }
  const log = fs.openSync(path.join(dataDir, 'service.log'), 'a');
  const child = spawn(process.execPath, [path.join(currentLink(installRoot), 'dist/service/main.js')], {
    cwd: service.cwd,
    env: service.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let hasExited = false;
  child.once('exit', () => {
    hasExited = true;
  });
  child.unref();
  return { hasExited: () => hasExited };
}
