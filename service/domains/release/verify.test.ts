import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { hashFiles, type Manifest, runningNode, writeManifest } from './manifest';
import { fileDiscrepancies, isNodeCompatible, verifyRelease } from './verify';

const a = 'a'.repeat(64);
const b = 'b'.repeat(64);

describe('a release is installed only when its files are exactly those of its manifest', () => {
  it.each([
    ['every file present with its SHA-256', { x: a, y: b }, { x: a, y: b }, []],
    ['a file whose SHA-256 differs is altered', { x: a }, { x: b }, ['x modifié']],
    ['a listed file absent is missing', { x: a, y: b }, { x: a }, ['y manquant']],
    ['a file the manifest does not list is one too many', { x: a }, { x: a, z: b }, ['z en trop']],
  ])('%s', (_rule, recorded, actual, expected) => {
    expect(fileDiscrepancies(recorded, actual)).toEqual(expected);
  });
});

describe('a release runs only on the Node its native addons were built for', () => {
  const built = { version: 'v20.20.2', abi: '115', platform: 'linux', arch: 'x64' };
  it.each([
    ['same ABI, platform and architecture (another patch version)', { ...built, version: 'v20.1.0' }, true],
    ['another ABI', { ...built, version: 'v22.0.0', abi: '127' }, false],
    ['another architecture', { ...built, arch: 'arm64' }, false],
    ['another platform', { ...built, platform: 'darwin' }, false],
  ])('%s', (_rule, running, expected) => {
    expect(isNodeCompatible(built, running)).toBe(expected);
  });
});

describe('verifyRelease', () => {
  function release(change?: (dir: string) => void): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-verify-release-'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin/bivouac'), 'run');
    const manifest: Manifest = {
      name: 'bivouac-1.0.0-20261127-010000',
      version: '1.0.0',
      stamp: '20261127-010000',
      commit: null,
      node: runningNode(),
      files: hashFiles(dir),
    };
    writeManifest(dir, manifest);
    change?.(dir);
    return dir;
  }
  const refusal = (dir: string) => {
    try {
      verifyRelease(dir, runningNode());
    } catch (error) {
      return error instanceof AppError ? { code: error.code, params: error.params } : error;
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
    return null;
  };

  it('answers the manifest of an intact release', () => {
    const dir = release();
    expect(verifyRelease(dir, runningNode()).version).toBe('1.0.0');
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses a release whose file was changed, naming it', () => {
    expect(refusal(release((dir) => fs.appendFileSync(path.join(dir, 'bin/bivouac'), '!')))).toEqual({
      code: 'RELEASE_ALTERED',
      params: { problems: 'bin/bivouac modifié' },
    });
  });

  it('refuses a folder without a manifest', () => {
    expect(refusal(release((dir) => fs.rmSync(path.join(dir, 'manifest.json'))))).toMatchObject({
      code: 'RELEASE_UNREADABLE',
    });
  });
});
