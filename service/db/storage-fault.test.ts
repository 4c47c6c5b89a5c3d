import Database from 'better-sqlite3';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseHealth } from './database-state';
import { storageFault } from './storage-fault';

const failure = (code: string) => Object.assign(new Error(code), { code });
const at = new Date('2026-11-27T01:00:00Z');

describe('a write the storage refused answers a catalogue code, not a 500', () => {
  it('a file write failing with ENOSPC (documents, uploads) is a full disk: DISK_FULL', () => {
    expect(storageFault(failure('ENOSPC'), undefined, at)?.code).toBe('DISK_FULL');
  });

  it('SQLITE_FULL is found through the drizzle error wrapping it', () => {
    const wrapped = new DrizzleQueryError('insert into "customers" …', [], failure('SQLITE_FULL'));
    expect(storageFault(wrapped, undefined, at)?.code).toBe('DISK_FULL');
  });

  it('a database refusing writes (query_only, lost rights) answers DATABASE_READ_ONLY', () => {
    expect(storageFault(failure('SQLITE_READONLY'), undefined, at)?.code).toBe('DATABASE_READ_ONLY');
    expect(storageFault(failure('SQLITE_READONLY_DBMOVED'), undefined, at)?.code).toBe('DATABASE_READ_ONLY');
  });

  it('any other error is not the storage: left to the 500 it is', () => {
    expect(storageFault(failure('SQLITE_CONSTRAINT_UNIQUE'), undefined, at)).toBeNull();
    expect(storageFault(new TypeError('x is undefined'), undefined, at)).toBeNull();
  });

  it('the health state says disk-full after the failure, and ok again once a later write of that connection succeeds', () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE t (x)');
    storageFault(failure('SQLITE_FULL'), sqlite, at);
    expect(databaseHealth()).toEqual({
      ok: false,
      state: 'disk-full',
      reason: 'une écriture a échoué faute de place sur le disque (2026-11-27T01:00:00.000Z)',
    });
    expect(databaseHealth().state).toBe('disk-full');
    sqlite.exec('INSERT INTO t VALUES (1)');
    expect(databaseHealth()).toEqual({ ok: true, state: 'ok' });
    sqlite.close();
  });

  // Last: damaged is for good, it would hide the disk-full transitions above.
  it('a damaged page read while running answers DATABASE_DAMAGED and the health state says damaged from then on', () => {
    const wrapped = new DrizzleQueryError('select …', [], failure('SQLITE_CORRUPT'));
    expect(storageFault(wrapped, undefined, at)?.code).toBe('DATABASE_DAMAGED');
    expect(databaseHealth()).toEqual({
      ok: false,
      state: 'damaged',
      reason: 'page endommagée lue le 2026-11-27T01:00:00.000Z : SQLITE_CORRUPT',
    });
  });
});
