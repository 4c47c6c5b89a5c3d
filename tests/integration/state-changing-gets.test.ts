// The spec keeps a few state-changing calls as GETs (activation, the module grid's switch, backup,
// logout). They are writes all the same: each needs the anti-forgery header like any POST. The
// route table is enumerated, so a new GET that writes without saying so fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarkedWrite } from '../../service/http/session';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.signIn();
});
afterAll(() => t.close());

function getRoutes(app: TestApp['app']) {
  const marked = new Set<string>();
  const all = new Set<string>();
  for (const r of app.routes) {
    if (r.method !== 'GET' || !r.path.startsWith('/rest/')) continue;
    all.add(r.path);
    if (isMarkedWrite(r.handler)) marked.add(r.path);
  }
  return { marked: [...marked].sort(), unmarked: [...all].filter((p) => !marked.has(p)).sort() };
}

const concrete = (path: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'code' ? 'gift' : '1'));
/** Rows written on the app's connection since it opened: a GET that reads leaves it unchanged. */
const writesSoFar = () => (t.db.$client.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
const isStateChangingByShape = (path: string) =>
  /\/active\/:/.test(path) || ['/rest/backup', '/rest/logout'].includes(path);

describe('state-changing GETs are checked like writes', () => {
  it('marks as writes exactly the activations, the backup and the logout', () => {
    const { marked, unmarked } = getRoutes(t.app);
    expect(marked.length).toBeGreaterThan(40);
    expect(marked.filter((p) => !isStateChangingByShape(p))).toEqual([]);
    expect(unmarked.filter(isStateChangingByShape)).toEqual([]);
    expect(marked).toContain('/rest/module/module/active/:code/:flag{[01]}');
  });

  it('refuses every state-changing GET without the X-XSRF-TOKEN header: 403 XSRF, and nothing is written', async () => {
    const failures: string[] = [];
    for (const path of getRoutes(t.app).marked) {
      const before = writesSoFar();
      const res = await admin.get(concrete(path), { 'X-XSRF-TOKEN': '' });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 403 || body.serverMessage !== 'XSRF') failures.push(`${path} -> ${res.status}`);
      if (writesSoFar() !== before) failures.push(`${path} wrote`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a state-changing GET whose header does not match the cookie', async () => {
    const res = await admin.get('/rest/reference/civility/active/1/0', { 'X-XSRF-TOKEN': 'forged' });
    expect(res.status).toBe(403);
  });

  it('accepts a state-changing GET carrying the header, and it does write', async () => {
    const before = writesSoFar();
    const res = await admin.get('/rest/reference/civility/active/1/0');
    expect(res.status).toBe(200);
    expect(writesSoFar()).toBeGreaterThan(before);
  });

  it('no other GET writes to the database (past the lazy creation of single rows on first read)', async () => {
    const { unmarked } = getRoutes(t.app);
    for (const path of unmarked) await admin.get(concrete(path));
    const writers: string[] = [];
    for (const path of unmarked) {
      const before = writesSoFar();
      await admin.get(concrete(path));
      if (writesSoFar() !== before) writers.push(path);
    }
    expect(writers).toEqual([]);
  });
});
