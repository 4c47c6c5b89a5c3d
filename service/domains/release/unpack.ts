// Unpacks a release tarball beside the installed ones and checks it, before anything else on the
// box changes: a refused release leaves nothing behind.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors/app-error';
import { currentRelease, releasesDir } from './layout';
import type { Manifest } from './manifest';
import { verifyRelease } from './verify';

export interface UnpackedRelease {
  readonly manifest: Manifest;
  /** releases/<name>, where the release now lies. */
  readonly dir: string;
}

function unreadable(reason: string): AppError {
  return new AppError('RELEASE_UNREADABLE', { params: { reason } });
}

function extract(tarball: string, into: string): string {
  try {
    execFileSync('tar', ['-xzf', path.resolve(tarball), '-C', into, '--no-same-owner'], { stdio: 'pipe' });
  } catch {
    throw unreadable('archive .tar.gz illisible');
  }
  const entries = fs.readdirSync(into);
  if (entries.length !== 1 || !entries[0]) throw unreadable('l’archive doit contenir un seul dossier');
  return path.join(into, entries[0]);
}

export function unpackRelease(tarball: string, installRoot: string, running: Manifest['node']): UnpackedRelease {
  if (!fs.existsSync(tarball)) throw unreadable(`${tarball} introuvable`);
  fs.mkdirSync(releasesDir(installRoot), { recursive: true });
  const staging = fs.mkdtempSync(path.join(releasesDir(installRoot), '.unpacking-'));
  try {
    const unpacked = extract(tarball, staging);
    const manifest = verifyRelease(unpacked, running);
    if (path.basename(unpacked) !== manifest.name) throw unreadable('le dossier ne porte pas le nom du manifeste');
    const dir = path.join(releasesDir(installRoot), manifest.name);
    if (currentRelease(installRoot) === dir)
      throw new AppError('RELEASE_ALREADY_CURRENT', { params: { name: manifest.name } });
    // An earlier copy of the same release (a retried update) is replaced by the checked one.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(unpacked, dir);
    return { manifest, dir };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
