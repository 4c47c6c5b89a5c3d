import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliEntry } from './cli-child';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the screens run the bivouac command of the install they belong to', () => {
  it('a release runs its compiled command; a checkout its sources’ launcher', () => {
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-release-'));
    dirs.push(release);
    fs.mkdirSync(path.join(release, 'bin'));
    fs.writeFileSync(path.join(release, 'bin/bivouac'), '');
    expect(cliEntry(release)).toBe(path.join(release, 'bin/bivouac'));
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-checkout-'));
    dirs.push(checkout);
    expect(cliEntry(checkout)).toBe(path.join(checkout, 'cli/bivouac.mjs'));
  });
});
