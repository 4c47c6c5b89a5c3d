// The session, the rights, the module switches and the current user's answer are kept in memory
// between writes. These prove each copy is dropped by a write of this process and by a commit of
// another connection to the same file, as the CLI makes while the service runs.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, databaseFile, openDatabase } from '../../service/db/connection';
import { moduleStates } from '../../service/domains/module/schema';
import { userRights, users } from '../../service/domains/security/schema';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** A second connection to the service's file, as the CLI opens it. */
let cli: Db;
let paul: Client;
let paulId: number;
const civility = '/rest/reference/civility';

beforeEach(async () => {
  t = await makeTestApp();
  paulId = (await t.addUser({ login: 'paul', password: 'secret-1', name: 'Paul' })).id;
  t.db
    .insert(userRights)
    .values({ userId: paulId, functionality: 'occupant_civility_list', code: '001', canExport: false })
    .run();
  t.db.update(users).set({ hasSpecificRights: true }).where(eq(users.id, paulId)).run();
  paul = await t.signIn({ login: 'paul', password: 'secret-1' });
  cli = openDatabase(databaseFile(t.dataDir));
});
afterEach(() => {
  cli.$client.close();
  t.close();
});

/** Two calls, so the second is answered from memory before the write. */
async function twice(client: Client, path: string): Promise<number> {
  await client.get(path);
  return (await client.get(path)).status;
}

describe('kept in memory between writes', () => {
  it('a user suspended by another connection is refused at their next request', async () => {
    expect(await twice(paul, '/rest/security/user/current')).toBe(200);
    cli.update(users).set({ isActive: false }).where(eq(users.id, paulId)).run();
    expect((await paul.get('/rest/security/user/current')).status).toBe(403);
  });

  it('a session closed by another connection is refused at its next request', async () => {
    expect(await twice(paul, civility)).toBe(200);
    cli.$client.prepare('DELETE FROM sessions WHERE user_id = ?').run(paulId);
    expect((await paul.get(civility)).status).toBe(403);
  });

  it('a right withdrawn by another connection applies at the next request', async () => {
    expect(await twice(paul, civility)).toBe(200);
    cli.update(userRights).set({ code: '000' }).where(eq(userRights.userId, paulId)).run();
    expect((await paul.get(civility)).status).toBe(401);
  });

  it('a right withdrawn by this process applies at the next request', async () => {
    expect(await twice(paul, civility)).toBe(200);
    t.db.update(userRights).set({ code: '000' }).where(eq(userRights.userId, paulId)).run();
    expect((await paul.get(civility)).status).toBe(401);
  });

  it('a module switched off by another connection answers 401 at the next request', async () => {
    const admin = await t.signIn();
    expect(await twice(admin, '/rest/module/surety/index')).toBe(200);
    cli.insert(moduleStates).values({ code: 'surety', isActive: false, updatedAt: '2026-11-22T09:00:00Z' }).run();
    expect((await admin.get('/rest/module/surety/index')).status).toBe(401);
  });

  it("the current user's answer follows a rename and a rights change, from either connection", async () => {
    const current = async () => (await (await paul.get('/rest/security/user/current')).json()).user;
    await current();
    expect((await current()).name).toBe('Paul');
    cli.update(users).set({ name: 'Paul M.' }).where(eq(users.id, paulId)).run();
    expect((await current()).name).toBe('Paul M.');
    const menusBefore = JSON.stringify((await current()).menus);
    t.db.update(userRights).set({ code: '000' }).where(eq(userRights.userId, paulId)).run();
    expect(JSON.stringify((await current()).menus)).not.toBe(menusBefore);
  });

  it('the access answer gets a new version after a rights change by another connection', async () => {
    const access = async (version = '') =>
      (await (await paul.get(`/rest/security/user/current/access?version=${version}`)).json()) as {
        version: string;
        rights?: Record<string, unknown>;
      };
    const before = await access();
    expect(await access(before.version)).toEqual({ version: before.version });
    cli.update(userRights).set({ code: '000' }).where(eq(userRights.userId, paulId)).run();
    const after = await access(before.version);
    expect(after.version).not.toBe(before.version);
    expect(after.rights).not.toHaveProperty('occupant_civility_list');
  });
});
