// Enumerates every route registered on the app and proves each one is refused without a session
// and with 000 rights: no later route can forget its guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '../../service/http/guard';
import { type Client, clientFor } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let nobody: Client;

// Routes open to anyone, and routes open to any signed-in user: each entry is a deliberate choice.
// POST /rest/booking/import is the online channels' API: no session, its own API key instead
// (X-Api-Key, docs/booking-import-format.md); an unknown key answers LISTING_SITE_OR_API_KEY_NOT_FOUND.
// GET /rest/health says whether the box serves and which version: asked by the update and a supervisor, no session.
// POST /rest/access/check is the site's devices' question: no session, each device's own API key
// (docs/access.md); a missing or unknown key answers ACCESS_DEVICE_KEY_INVALID.
// /rest/public/surety/:token is the guest's guarantee page: no session, its signed token instead
// (docs/surety.md); a forged token answers SURETY_LINK_INVALID.
const publicRoutes = [
  'POST /rest/access/check',
  'GET /rest/public/surety/:token',
  'POST /rest/public/surety/:token',
  'POST /rest/login',
  'GET /rest/logout',
  'POST /rest/booking/import',
  'GET /rest/tls/ca.crt',
  'GET /rest/health',
];
const signedInRoutes = [
  'GET /rest/security/user/current',
  // The screens' copy of the user's own rights, asked at each navigation.
  'GET /rest/security/user/current/access',
  'GET /rest/establishment/establishment',
  'GET /rest/establishment/establishment/edit',
  'GET /rest/establishment/establishment/edit/:id',
  'GET /rest/establishment/establishment/getLogo',
  'GET /rest/establishment/preference/group/edit',
  'GET /rest/establishment/preference/group/edit/:providerId',
  'GET /rest/document/model/download/documentation/',
  'GET /rest/support/remote/info',
  'GET /rest/support/remote',
  // Home's dashboard: every user has a home; its sections follow the user's rights.
  'GET /rest/home/dashboard',
  // Home's setup checklist: every user has a home; each step's link follows the user's rights.
  'GET /rest/home/setup',
];

function restRoutes(app: TestApp['app']) {
  const byKey = new Map<string, { method: string; path: string; kinds: Set<string> }>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/rest/')) continue;
    const key = `${r.method} ${r.path}`;
    const entry = byKey.get(key) ?? { method: r.method, path: r.path, kinds: new Set<string>() };
    const access = accessOf(r.handler);
    if (access) entry.kinds.add(access.kind);
    byKey.set(key, entry);
  }
  return [...byKey.entries()].map(([key, v]) => ({ key, ...v }));
}

const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '1');

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser({ login: 'nobody', password: 'nobody-1' });
  nobody = await t.signIn({ login: 'nobody', password: 'nobody-1' });
});
afterAll(() => t.close());

describe('route guard', () => {
  it('finds the routes of the app (the enumeration itself works)', () => {
    expect(restRoutes(t.app).length).toBeGreaterThan(60);
  });

  it('every /rest/ route declares its access', () => {
    const undeclared = restRoutes(t.app)
      .filter((r) => r.kinds.size !== 1)
      .map((r) => r.key);
    expect(undeclared).toEqual([]);
  });

  it("only sign-in, logout, the channels' booking import, the devices' access check, the authority's certificate, the health check and the guest's guarantee page are public", () => {
    const open = restRoutes(t.app)
      .filter((r) => r.kinds.has('public'))
      .map((r) => r.key);
    expect(open.sort()).toEqual([...publicRoutes].sort());
  });

  it('only the listed routes are open to every signed-in user', () => {
    const open = restRoutes(t.app)
      .filter((r) => r.kinds.has('session'))
      .map((r) => r.key);
    expect(open.sort()).toEqual([...signedInRoutes].sort());
  });

  it('refuses every non-public route without a session: 403 NOT_CONNECTED', async () => {
    const anonymous = clientFor(t.app);
    const failures: string[] = [];
    for (const r of restRoutes(t.app)) {
      if (publicRoutes.includes(r.key)) continue;
      const res = await anonymous.request(concrete(r.path), {
        method: r.method,
        headers: { 'content-type': 'application/json' },
        body: r.method === 'GET' ? undefined : '{}',
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 403 || body.serverMessage !== 'NOT_CONNECTED') failures.push(`${r.key} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every right-guarded route to a user with 000 everywhere: 401 INSUFFICIENT_RIGHT', async () => {
    const failures: string[] = [];
    for (const r of restRoutes(t.app)) {
      if (publicRoutes.includes(r.key) || signedInRoutes.includes(r.key)) continue;
      const res = await nobody.request(concrete(r.path), {
        method: r.method,
        headers: { 'content-type': 'application/json' },
        body: r.method === 'GET' ? undefined : '{}',
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 401 || body.serverMessage !== 'INSUFFICIENT_RIGHT') failures.push(`${r.key} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
