// The real `bivouac` binary, run as the technician runs it, on a temp data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { userGroups, userRights, users } from '../../service/db/schema';
import { verifyPassword } from '../../service/domains/security/password';
import { runBivouac } from '../support/cli-run';

let dataDir: string;

function bivouac(...args: string[]) {
  return runBivouac(dataDir, args);
}

function readUsers() {
  const db = openDatabase(databaseFile(dataDir));
  try {
    return {
      users: db.select().from(users).all(),
      groups: db.select().from(userGroups).all(),
      rights: db.select().from(userRights).all(),
    };
  } finally {
    db.$client.close();
  }
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('bivouac CLI', () => {
  it('--help lists the commands', () => {
    const { code, out } = bivouac('--help');
    expect(code).toBe(0);
    expect(out).toContain('user');
    expect(out).toContain('db');
    expect(bivouac('user', '--help').out).toMatch(/create[\s\S]*reset-password[\s\S]*list/);
  });

  it('db migrate applies the migrations, and a second run is a no-op', () => {
    expect(bivouac('db', 'migrate').out).toMatch(/appliquée/);
    expect(bivouac('db', 'migrate').out).toContain('Base déjà à jour');
    expect(bivouac('db', 'status').out).toMatch(/appliquée\s+0000_init/);
  });

  it('user create without --admin makes a user in no group with 000 everywhere', () => {
    const { code } = bivouac('user', 'create', '--login', 'marie', '--password', 'marie-pass');
    expect(code).toBe(0);
    const { users: rows, groups, rights } = readUsers();
    const marie = rows.find((u) => u.login === 'marie');
    expect(marie).toMatchObject({ isAdmin: false, isSysteme: false, hasSpecificRights: false });
    expect(groups.filter((g) => g.userId === marie?.id)).toEqual([]);
    expect(rights.filter((r) => r.userId === marie?.id)).toEqual([]);
  });

  it('user create --admin --system sets both flags; a duplicate login is refused with a French message', () => {
    expect(bivouac('user', 'create', '--login', 'tech', '--password', 'tech-pass', '--admin', '--system').code).toBe(0);
    expect(readUsers().users.find((u) => u.login === 'tech')).toMatchObject({ isAdmin: true, isSysteme: true });
    const dup = bivouac('user', 'create', '--login', 'TECH', '--password', 'other-pass');
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('identifiant');
  });

  it('user create warns about a 3- or 4-character password and refuses a shorter one', () => {
    expect(bivouac('user', 'create', '--login', 'short', '--password', 'abcd').err).toMatch(/Attention/);
    expect(bivouac('user', 'create', '--login', 'tiny', '--password', 'ab').code).toBe(1);
  });

  it('user reset-password replaces the password', async () => {
    expect(bivouac('user', 'reset-password', '--login', 'marie', '--password', 'new-secret').code).toBe(0);
    const marie = readUsers().users.find((u) => u.login === 'marie');
    expect(await verifyPassword(marie?.passwordHash ?? '', 'new-secret')).toBe(true);
  });

  it('user list shows the users', () => {
    const { out } = bivouac('user', 'list');
    expect(out).toContain('marie');
    expect(out).toContain('tech');
  });
});
