// Which Bivouac runs: the package's version, plus the release stamp and commit when known. A
// release says it in its manifest.json; a checkout asks git (once: the answer never changes).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from './domains/release/manifest';
import { repositoryRoot } from './repository-root';

export interface VersionInfo {
  /** package.json's `version`, e.g. `0.1.0`. */
  readonly number: string;
  /** The release's build time (`YYYYMMDD-HHMMSS`, UTC); null in a checkout. */
  readonly stamp: string | null;
  readonly commit: string | null;
}

function gitCommit(root: string): string | null {
  if (!fs.existsSync(path.join(root, '.git'))) return null;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    // git missing or not a repository after all: the version stays without its commit.
    return null;
  }
}

export function readVersion(root: string = repositoryRoot): VersionInfo {
  const manifest = readManifest(root);
  if (manifest) return { number: manifest.version, stamp: manifest.stamp, commit: manifest.commit };
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { number: pkg.version, stamp: null, commit: gitCommit(root) };
}

let running: VersionInfo | undefined;

/** This process's version, read on first use. */
export function currentVersion(): VersionInfo {
  running ??= readVersion();
  return running;
}

/** `0.1.0 (release 20261127-013000, commit 1a2b3c4d5e6f)` */
export function versionLabel(v: VersionInfo): string {
  const details = [v.stamp && `release ${v.stamp}`, v.commit && `commit ${v.commit.slice(0, 12)}`].filter(Boolean);
  return details.length ? `${v.number} (${details.join(', ')})` : v.number;
}
