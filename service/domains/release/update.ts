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
import { currentRelease, pruneReleases, switchCurrent } from './layout';
import { readManifest, runningNode } from './manifest';
import { findService, type ServiceContext, type ServiceHandle, startService, stopService } from './service-control';
import { type UnpackedRelease, unpackRelease } from './unpack';

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

/** One update under way: what it acts on, and how to undo each step done so far. */
interface Run {
  readonly input: UpdateInput;
  readonly service: ServiceHandle;
  readonly config: Config;
  readonly previous: string | null;
  readonly release: UnpackedRelease;
  readonly lock: ReturnType<typeof holdDataDir>;
  readonly undo: Undo[];
  step: string;
  backup: string | null;
}

const nameOf = (dir: string | null) => (dir ? path.basename(dir) : null);
const deadline = (run: Run) => Date.now() + run.input.timeoutMs;

function begin(run: Run, label: string): void {
  run.step = label;
  run.input.onStep(label);
}

/** Starts the previous release again and waits for it to answer as itself. */
async function restartPrevious(run: Run): Promise<void> {
  const started = startService(run.service, run.input.installRoot, run.config.dataDir);
  const manifest = run.previous ? readManifest(run.previous) : null;
  if (manifest) {
    const expected = { number: manifest.version, stamp: manifest.stamp };
    await waitForRelease(healthUrl(run.config), expected, deadline(run), started.hasExited);
  }
}

async function stopPrevious(run: Run): Promise<void> {
  if (!run.service.wasRunning) return;
  begin(run, 'Arrêt du service');
  await stopService(run.service, run.config.dataDir, deadline(run));
  const from = nameOf(run.previous);
  run.undo.push({ label: `service précédent redémarré${from ? ` (${from})` : ''}`, run: () => restartPrevious(run) });
}

async function backUp(run: Run): Promise<void> {
  begin(run, 'Sauvegarde de la base');
  run.lock.take();
  run.undo.push({ label: null, run: () => run.lock.release() });
  const backup = await backupBeforeUpdate(run.config.dataDir, run.input.clock);
  run.backup = backup;
  if (!backup) return;
  run.undo.push({
    label: `base restaurée depuis backups/${backup}`,
    run: () => {
      run.lock.take();
      restoreBackup(run.config.dataDir, backup);
    },
  });
}

function switchAndMigrate(run: Run): void {
  const { installRoot } = run.input;
  begin(run, `Bascule de current vers ${run.release.manifest.name}`);
  switchCurrent(installRoot, run.release.dir);
  run.undo.push({
    label: `current remis sur ${nameOf(run.previous) ?? '(aucune)'}`,
    run: () => switchCurrent(installRoot, run.previous),
  });
  // The new CLI takes the data directory itself if it wants it.
  run.lock.release();
  begin(run, 'Migration de la base par la nouvelle release');
  migrateWith(run.release.dir, run.service, run.config.dataDir);
}

async function startNew(run: Run): Promise<void> {
  begin(run, 'Démarrage de la nouvelle release');
  const started = startService(run.service, run.input.installRoot, run.config.dataDir);
  run.undo.push({
    label: 'nouvelle release arrêtée',
    run: () => stopService(run.service, run.config.dataDir, deadline(run)),
  });
  begin(run, 'Contrôle de santé (GET /rest/health)');
  const expected = { number: run.release.manifest.version, stamp: run.release.manifest.stamp };
  await waitForRelease(healthUrl(run.config), expected, deadline(run), started.hasExited);
}

export async function installUpdate(input: UpdateInput): Promise<UpdateResult> {
  const { installRoot } = input;
  if (!fs.existsSync(installRoot)) throw new AppError('INSTALL_ROOT_MISSING', { params: { root: installRoot } });
  const service = findService(input.own, (context) => serviceConfig(context).dataDir);
  const config = serviceConfig(service);
  const previous = currentRelease(installRoot);
  input.onStep('Vérification de la release');
  const release = unpackRelease(input.tarball, installRoot, runningNode());
  const to = release.manifest.name;
  const run: Run = {
    input,
    service,
    config,
    previous,
    release,
    lock: holdDataDir(config.dataDir),
    undo: [{ label: `release ${to} retirée`, run: () => fs.rmSync(release.dir, { recursive: true }) }],
    step: '',
    backup: null,
  };
  try {
    await stopPrevious(run);
    await backUp(run);
    switchAndMigrate(run);
    await startNew(run);
  } catch (error) {
    return rollBack(run, error);
  }
  const from = nameOf(previous);
  const pruned = pruneReleases(installRoot, [release.dir, previous]);
  journalUpdate(config.dataDir, input.clock, {
    kind: 'update.ok',
    summary: `Mise à jour installée : ${to} (remplace ${from ?? 'aucune release'})`,
    detail: { from, to, backup: run.backup, pruned },
  });
  return { isOk: true, from, to, backup: run.backup, restored: [], unrestored: [] };
}

/** Undoes every step done, newest first, and journals what happened. */
async function rollBack(run: Run, error: unknown): Promise<UpdateResult> {
  const reason = error instanceof Error ? error.message : String(error);
  run.input.onStep('Retour à la version précédente');
  const restored: string[] = [];
  const unrestored: string[] = [];
  for (const undo of [...run.undo].reverse()) {
    try {
      await undo.run();
      if (undo.label) restored.push(undo.label);
    } catch (undoError) {
      unrestored.push(
        `${undo.label ?? 'verrou'} : ${undoError instanceof Error ? undoError.message : String(undoError)}`,
      );
    }
  }
  const failure = { step: run.step, reason };
  const from = nameOf(run.previous);
  const to = run.release.manifest.name;
  try {
    journalUpdate(run.config.dataDir, run.input.clock, {
      kind: 'update.rolled-back',
      summary: `Mise à jour vers ${to} annulée, étape « ${run.step} » : ${reason}`,
      detail: { from, to, backup: run.backup, failure, restored, unrestored },
    });
  } catch (journalError) {
    unrestored.push(
      `journal technique : ${journalError instanceof Error ? journalError.message : String(journalError)}`,
    );
  }
  return { isOk: false, from, to, backup: run.backup, failure, restored, unrestored };
}
