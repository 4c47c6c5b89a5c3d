import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirHolder, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the data directory is held by one process at a time', () => {
  it('a second holder is refused until the first releases, and sees who holds it', () => {
    const dir = tempDir();
    const first = lockDataDir(dir, 'service');
    expect(first).not.toBeNull();
    expect(lockDataDir(dir, 'restore')).toBeNull();
    expect(dataDirHolder(dir)).toMatchObject({ pid: process.pid, role: 'service' });
    first?.release();
    expect(dataDirHolder(dir)).toBeNull();
    const second = lockDataDir(dir, 'restore');
    expect(second).not.toBeNull();
    second?.release();
  });

  it('another process is refused while this one holds it', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir, 'service');
    const script = `const D=require('better-sqlite3');const d=new D(${JSON.stringify(path.join(dir, 'bivouac.lock'))},{timeout:0});try{d.exec('BEGIN EXCLUSIVE');console.log('free')}catch(e){console.log(e.code)}`;
    const probe = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(probe.stdout.trim()).toBe('SQLITE_BUSY');
    lock?.release();
  });

  it('a holder that died leaves no stale lock', () => {
    const dir = tempDir();
    const modulePath = path.resolve(__dirname, 'data-dir-lock.ts');
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(modulePath)}).then((m)=>{m.lockDataDir(${JSON.stringify(dir)},'service');process.kill(process.pid,'SIGKILL')})`,
      ],
      { encoding: 'utf8' },
    );
    expect(child.signal).toBe('SIGKILL');
    const lock = lockDataDir(dir, 'service');
    expect(lock).not.toBeNull();
    lock?.release();
  });
});
