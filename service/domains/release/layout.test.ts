import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentRelease, installRootOf, switchCurrent } from './layout';

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
});
