import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentRelease, installRootOf, pruneReleases, switchCurrent } from './layout';

describe('the box layout', () => {
  it('a CLI run from <root>/releases/<name> updates the box of <root>; a checkout has none', () => {
    expect(installRootOf('/opt/bivouac/releases/bivouac-1.0.0-20261127-010000')).toBe('/opt/bivouac');
    expect(installRootOf('/home/dev/bivouac')).toBeNull();
  });

  it('current is switched to another release, back, and removed, always a relative link', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-layout-'));
    const one = path.join(root, 'releases/one');
    const two = path.join(root, 'releases/two');
    for (const dir of [one, two]) fs.mkdirSync(dir, { recursive: true });
    expect(currentRelease(root)).toBeNull();
    switchCurrent(root, one);
    switchCurrent(root, two);
    expect(fs.readlinkSync(path.join(root, 'current'))).toBe('releases/two');
    expect(currentRelease(root)).toBe(fs.realpathSync(two));
    switchCurrent(root, null);
    expect(fs.readdirSync(root)).toEqual(['releases']);
    fs.rmSync(root, { recursive: true });
  });

  it('« the release in service and the one before it stay »: older ones and a dead unpacking go', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-layout-'));
    const names = ['bivouac-1.0.0-a', 'bivouac-1.1.0-b', 'bivouac-1.2.0-c', '.unpacking-1234'];
    for (const name of names) fs.mkdirSync(path.join(root, 'releases', name), { recursive: true });
    const [oldest, previous, current, unpacking] = names.map((n) => path.join(root, 'releases', n));
    switchCurrent(root, current ?? '');
    expect(pruneReleases(root, [path.join(root, 'current'), previous ?? null])).toEqual([
      path.basename(unpacking ?? ''),
      path.basename(oldest ?? ''),
    ]);
    expect(fs.readdirSync(path.join(root, 'releases')).sort()).toEqual(['bivouac-1.1.0-b', 'bivouac-1.2.0-c']);
    fs.rmSync(root, { recursive: true });
  });
});
