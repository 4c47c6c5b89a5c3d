// The box's install root (default /opt/bivouac): releases/<name>/ side by side, and `current`, a
// symbolic link to the one in service. The service runs current/dist/service/main.js, the
// technician current/bin/bivouac.
import fs from 'node:fs';
import path from 'node:path';

export const defaultInstallRoot = '/opt/bivouac';

export function releasesDir(installRoot: string): string {
  return path.join(installRoot, 'releases');
}

export function currentLink(installRoot: string): string {
  return path.join(installRoot, 'current');
}

/** The release folder `current` points at, or null before the first install. */
export function currentRelease(installRoot: string): string | null {
  try {
    return fs.realpathSync(currentLink(installRoot));
  } catch {
    return null;
  }
}

/**
 * The install root holding `releaseDir` (`<root>/releases/<name>`), or null for a checkout: a CLI
 * run from a release updates the box it belongs to.
 */
export function installRootOf(releaseDir: string): string | null {
  const parent = path.dirname(releaseDir);
  return path.basename(parent) === 'releases' ? path.dirname(parent) : null;
}

/**
 * Points `current` at `releaseDir` (or removes it for null) in one step: a new link under a
 * temporary name renamed over the old one, so `current` is never missing nor half-written.
 */
export function switchCurrent(installRoot: string, releaseDir: string | null): void {
  const link = currentLink(installRoot);
  if (releaseDir === null) {
    fs.rmSync(link, { force: true });
    return;
  }
  const temporary = `${link}.${process.pid}`;
  fs.rmSync(temporary, { force: true });
  // Relative, so the install root can be moved or mounted elsewhere.
  fs.symlinkSync(path.relative(installRoot, releaseDir), temporary);
  fs.renameSync(temporary, link);
}

/**
 * Removes every release but those kept (the one in service and the one before it, for a return by
 * hand) and any unpacking left by an update that died: answers the names removed. The box's disk
 * is small and each release carries its own node_modules.
 */
export function pruneReleases(installRoot: string, keep: readonly (string | null)[]): string[] {
  const dir = releasesDir(installRoot);
  const kept = new Set(keep.filter((k): k is string => k !== null).map((k) => fs.realpathSync(k)));
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const release = path.join(dir, name);
    if (kept.has(fs.realpathSync(release))) continue;
    fs.rmSync(release, { recursive: true, force: true });
    removed.push(name);
  }
  return removed.sort();
}
