// `bivouac update FILE`: installs a release beside the running one and switches to it, or, when
// any step fails, puts back by itself what was there: the previous `current`, the database as it
// was (restored from the backup taken once the service had stopped) and the previous service.
// Steps and rollback are described in docs/releases.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../clock';
import { type Config, loadConfig } from '../../config';
import { type DataDirLock, lockDataDir } from '../../db/data-dir-lock';
import { AppError } from '../../errors/app-error';
import { backupBeforeUpdate, journalUpdate, restoreBackup } from './database-steps';
import { healthUrl, waitForRelease } from './health-probe';
import { currentRelease, switchCurrent } from './layout';
import { readManifest, runningNode } from './manifest';
import { findService, type ServiceContext, startService, stopService } from './service-control';
import { unpackRelease } from './unpack';

export interface UpdateInput {
  readonly tarball: string;
  readonly installRoot: string;
  /** The update's own environment and folder; the running service's win when it is found. */
  readonly own: ServiceContext;
  readonly clock: Clock;
  /** How long the service may take to stop, and the new one to answer. */
  readonly timeoutMs: number;
  /** Each step as it begins, for the technician watching. */
  readonly onStep: (label: string) => void;
}

export interface UpdateResult {
  readonly isOk: boolean;
  readonly from: string | null;
  readonly to: string;
  readonly backup: string | null;
  /** On failure: the step that failed and why. */
  readonly failure?: { readonly step: string; readonly reason: string };
  /** On failure: what was put back, and what could not be. */
  readonly restored: readonly string[];
  readonly unrestored: readonly string[];
}

interface Undo {
  /** What the technician is told was put back; null for housekeeping. */
  readonly label: string | null;
  readonly run: () => void | Promise<void>;
}

/** The service's configuration; a relative data dir is taken from the service's own folder. */
function serviceConfig(context: ServiceContext): Config {
  const dataDir = path.resolve(context.cwd, context.env.BIVOUAC_DATA_DIR || './data');
  return loadConfig({ ...context.env, BIVOUAC_DATA_DIR: dataDir });
}

/** The new release migrates the database with its own CLI: its migrations, its code. */
function migrateWith(releaseDir: string, context: ServiceContext, dataDir: string): void {
  const res = spawnSync(process.execPath, [path.join(releaseDir, 'bin/bivouac'), 'db', 'migrate'], {
    cwd: context.cwd,
    env: { ...context.env, BIVOUAC_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    throw new Error(`${res.stderr ?? ''}`.replace(/\s+/g, ' ').trim() || `code de sortie ${res.status}`);
  }
}

function holdDataDir(dataDir: string) {
  let lock: DataDirLock | null = null;
  return {
    take() {
      lock ??= lockDataDir(dataDir, 'update');
      if (!lock) throw new Error('le dossier de données est tenu par un autre processus');
    },
    release() {
      lock?.release();
      lock = null;
    },
  };
}

export async function installUpdate(input: UpdateInput): Promise<UpdateResult> {
  const { installRoot, clock, onStep } = input;
  const deadline = () => Date.now() + input.timeoutMs;
  if (!fs.existsSync(installRoot)) throw new AppError('INSTALL_ROOT_MISSING', { params: { root: installRoot } });
  const previous = currentRelease(installRoot);
  const from = previous && path.basename(previous);
  const service = findService(input.own, (context) => serviceConfig(context).dataDir);
  const config = serviceConfig(service);
  const dataDir = config.dataDir;
  onStep('Vérification de la release');
  const release = unpackRelease(input.tarball, installRoot, runningNode());
  const to = release.manifest.name;
  const lock = holdDataDir(dataDir);
  const undo: Undo[] = [{ label: `release ${to} retirée`, run: () => fs.rmSync(release.dir, { recursive: true }) }];
  let step = '';
  let backup: string | null = null;
  const begin = (label: string) => {
    step = label;
    onStep(label);
  };
  try {
    if (service.wasRunning) {
      begin('Arrêt du service');
      await stopService(service, dataDir, deadline());
      const previousManifest = previous ? readManifest(previous) : null;
      undo.push({
        label: `service précédent redémarré${from ? ` (${from})` : ''}`,
        run: async () => {
          const started = startService(service, installRoot, dataDir);
          if (previousManifest) {
            const expected = { number: previousManifest.version, stamp: previousManifest.stamp };
            await waitForRelease(healthUrl(config), expected, deadline(), started.hasExited);
          }
        },
      });
    }
    begin('Sauvegarde de la base');
    lock.take();
    undo.push({ label: null, run: () => lock.release() });
    backup = await backupBeforeUpdate(dataDir, clock);
    const taken = backup;
    if (taken) {
      undo.push({
        label: `base restaurée depuis backups/${taken}`,
        run: () => {
          lock.take();
          restoreBackup(dataDir, taken);
        },
      });
    }
    begin(`Bascule de current vers ${to}`);
    switchCurrent(installRoot, release.dir);
    undo.push({ label: `current remis sur ${from ?? '(aucune)'}`, run: () => switchCurrent(installRoot, previous) });
    // The new CLI takes the data directory itself if it wants it.
    lock.release();
    begin('Migration de la base par la nouvelle release');
    migrateWith(release.dir, service, dataDir);
    begin('Démarrage de la nouvelle release');
    const started = startService(service, installRoot, dataDir);
    undo.push({ label: 'nouvelle release arrêtée', run: () => stopService(service, dataDir, deadline()) });
    begin('Contrôle de santé (GET /rest/health)');
    const expected = { number: release.manifest.version, stamp: release.manifest.stamp };
    await waitForRelease(healthUrl(config), expected, deadline(), started.hasExited);
  } catch (error) {
    return rollBack(input, { from, to, backup, dataDir, undo, step, error });
  }
  journalUpdate(dataDir, clock, {
    kind: 'update.ok',
    summary: `Mise à jour installée : ${to} (remplace ${from ?? 'aucune release'})`,
    detail: { from, to, backup },
  });
  return { isOk: true, from, to, backup, restored: [], unrestored: [] };
}

async function rollBack(
  input: UpdateInput,
  o: {
    from: string | null;
    to: string;
    backup: string | null;
    dataDir: string;
    undo: Undo[];
    step: string;
    error: unknown;
  },
): Promise<UpdateResult> {
  const reason = o.error instanceof Error ? o.error.message : String(o.error);
  input.onStep('Retour à la version précédente');
  const restored: string[] = [];
  const unrestored: string[] = [];
  for (const undo of [...o.undo].reverse()) {
    try {
      await undo.run();
      if (undo.label) restored.push(undo.label);
    } catch (error) {
      unrestored.push(`${undo.label} : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const failure = { step: o.step, reason };
  try {
    journalUpdate(o.dataDir, input.clock, {
      kind: 'update.rolled-back',
      summary: `Mise à jour vers ${o.to} annulée, étape « ${o.step} » : ${reason}`,
      detail: { from: o.from, to: o.to, backup: o.backup, failure, restored, unrestored },
    });
  } catch (error) {
    unrestored.push(`journal technique : ${error instanceof Error ? error.message : String(error)}`);
  }
  return { isOk: false, from: o.from, to: o.to, backup: o.backup, failure, restored, unrestored };
}
