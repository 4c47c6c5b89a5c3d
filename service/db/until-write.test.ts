import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './connection';
import { untilWrite } from './until-write';

let dir: string;
let db: Db;
let other: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-until-write-'));
  db = openDatabase(path.join(dir, 'test.sqlite'));
  db.$client.exec('CREATE TABLE t (x INTEGER)');
  other = openDatabase(path.join(dir, 'test.sqlite'));
});
afterEach(() => {
  other.$client.close();
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('untilWrite', () => {
  it('answers the kept value while the file does not change', () => {
    const kept = untilWrite<string, number>(db, 10);
    let loads = 0;
    const load = () => ++loads;
    expect([kept.get('a', load), kept.get('a', load), kept.get('a', load)]).toEqual([1, 1, 1]);
  });

  it('loads again after a write of this connection, to any table', () => {
    const kept = untilWrite<string, number>(db, 10);
    let loads = 0;
    kept.get('a', () => ++loads);
    db.$client.prepare('INSERT INTO t VALUES (1)').run();
    expect(kept.get('a', () => ++loads)).toBe(2);
  });

  it('loads again after a commit of another connection to the same file (the CLI)', () => {
    const kept = untilWrite<string, number>(db, 10);
    let loads = 0;
    kept.get('a', () => ++loads);
    other.$client.prepare('INSERT INTO t VALUES (1)').run();
    expect(kept.get('a', () => ++loads)).toBe(2);
  });

  it('keeps at most the given number of entries', () => {
    const kept = untilWrite<number, number>(db, 2);
    let loads = 0;
    for (const key of [1, 2, 3]) kept.get(key, () => ++loads);
    expect(kept.get(1, () => ++loads)).toBe(4);
  });
});
