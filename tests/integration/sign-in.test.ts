import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions as sessionsTable, users } from '../../service/db/schema';
import { sessionPolicy } from '../../service/domains/security/sessions';
import { throttlePolicy } from '../../service/domains/security/throttle';
import { clientFor } from '../support/client';
import { adminLogin, makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

describe('POST /rest/login', () => {
  it('answers {user} with id, name, admin, systeme and menus, and sets an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
    const res = await t.anonymous.post('/rest/login', adminLogin);
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({ name: 'Admin', admin: true, systeme: true });
    expect(Array.isArray(user.menus)).toBe(true);
    expect(user.menus.length).toBeGreaterThan(0);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('bivouac_session='));
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('refuses a wrong password with BAD_CREDENTIALS and an unknown login the same way', async () => {
    for (const body of [
      { ...adminLogin, password: 'wrong' },
      { login: 'nobody', password: 'whatever' },
    ]) {
      const res = await t.anonymous.post('/rest/login', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ serverMessage: 'BAD_CREDENTIALS' });
    }
  });

  it('accepts the login in any case: logins are unique without regard to case', async () => {
    const res = await t.anonymous.post('/rest/login', { login: 'ADMIN', password: adminLogin.password });
    expect(res.status).toBe(200);
  });

  it('throttles failed sign-ins: past the limit it answers 429 TOO_MANY_ATTEMPTS, even with the right password, until the window slides', async () => {
    for (let i = 0; i < throttlePolicy.maxPerLogin; i++) {
      await t.anonymous.post('/rest/login', { ...adminLogin, password: 'bad' });
    }
    const blocked = await t.anonymous.post('/rest/login', adminLogin);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ serverMessage: 'TOO_MANY_ATTEMPTS' });
    t.clock.advance(throttlePolicy.windowMs + 1000);
    expect((await t.anonymous.post('/rest/login', adminLogin)).status).toBe(200);
  });

  it('refuses a suspended user: "Users can be enabled or suspended; a suspended user cannot sign in"', async () => {
    await t.addUser({ login: 'paul', password: 'secret-1' });
    t.db.update(users).set({ isActive: false }).where(eq(users.login, 'paul')).run();
    const res = await t.anonymous.post('/rest/login', { login: 'paul', password: 'secret-1' });
    expect(await res.json()).toMatchObject({ serverMessage: 'USER_SUSPENDED' });
  });

  it('limits simultaneous sessions to the user\'s "concurrent access count"', async () => {
    await t.addUser({ login: 'lea', password: 'secret-1' });
    t.db.update(users).set({ concurrentAccessCount: 1 }).where(eq(users.login, 'lea')).run();
    const first = clientFor(t.app);
    expect((await first.post('/rest/login', { login: 'lea', password: 'secret-1' })).status).toBe(200);
    const second = await clientFor(t.app).post('/rest/login', { login: 'lea', password: 'secret-1' });
    expect(await second.json()).toMatchObject({ serverMessage: 'USER_ALREADY_CONNECTED' });
    await first.get('/rest/logout');
    expect((await clientFor(t.app).post('/rest/login', { login: 'lea', password: 'secret-1' })).status).toBe(200);
  });

  it('stores only a hash of the session token, never the cookie value', async () => {
    const client = await t.signIn();
    const token = client.cookies.get('bivouac_session') ?? '';
    const rows = t.db.select().from(sessionsTable).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the field when the body misses one', async () => {
    const res = await t.anonymous.post('/rest/login', { login: 'admin' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ serverMessage: 'VALIDATION', fields: { password: 'REQUIRED' } });
  });
});

describe('GET /rest/security/user/current and /rest/logout', () => {
  it('answers the signed-in user, and 403 NOT_CONNECTED without a session', async () => {
    const client = await t.signIn();
    const res = await client.get('/rest/security/user/current');
    expect((await res.json()).user).toMatchObject({ name: 'Admin', admin: true });
    const anonymous = await t.anonymous.get('/rest/security/user/current');
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ serverMessage: 'NOT_CONNECTED', message: "Vous n'êtes pas connecté" });
  });

  it('ends the session on logout: the same cookie no longer works', async () => {
    const client = await t.signIn();
    const cookie = `bivouac_session=${client.cookies.get('bivouac_session')}`;
    await client.get('/rest/logout');
    const replay = await t.app.request('/rest/security/user/current', { headers: { cookie } });
    expect(replay.status).toBe(403);
  });

  it('expires a session after the idle period, and keeps it alive while used', async () => {
    const client = await t.signIn();
    t.clock.advance(sessionPolicy.idleMs - 60_000);
    expect((await client.get('/rest/security/user/current')).status).toBe(200);
    t.clock.advance(sessionPolicy.idleMs - 60_000);
    expect((await client.get('/rest/security/user/current')).status).toBe(200);
    t.clock.advance(sessionPolicy.idleMs + 1);
    expect((await client.get('/rest/security/user/current')).status).toBe(403);
  });

  it('closes the sessions of a user who gets suspended', async () => {
    await t.addUser({ login: 'paul', password: 'secret-1' });
    const paul = await t.signIn({ login: 'paul', password: 'secret-1' });
    t.db.update(users).set({ isActive: false }).where(eq(users.login, 'paul')).run();
    expect((await paul.get('/rest/security/user/current')).status).toBe(403);
  });
});

describe('anti-forgery (XSRF-TOKEN double submit)', () => {
  it('refuses a write without the X-XSRF-TOKEN header with 403 XSRF', async () => {
    const client = await t.signIn();
    const res = await client.post('/rest/reference/civility/search', {}, { 'X-XSRF-TOKEN': '' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ serverMessage: 'XSRF' });
  });

  it('refuses a planted cookie: header and cookie equal but not derived from this session', async () => {
    const client = await t.signIn();
    client.cookies.set('XSRF-TOKEN', 'planted');
    const res = await client.post('/rest/reference/civility/search', {}, { 'X-XSRF-TOKEN': 'planted' });
    expect(res.status).toBe(403);
  });

  it("refuses another session's token", async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const res = await a.post(
      '/rest/reference/civility/search',
      {},
      { 'X-XSRF-TOKEN': b.cookies.get('XSRF-TOKEN') ?? '' },
    );
    expect(res.status).toBe(403);
  });

  it("still refuses another session's token once both sessions have passed the check", async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    expect((await a.post('/rest/reference/civility/search', {})).status).toBe(200);
    expect((await b.post('/rest/reference/civility/search', {})).status).toBe(200);
    const own = a.cookies.get('XSRF-TOKEN') ?? '';
    const other = b.cookies.get('XSRF-TOKEN') ?? '';
    // Cookie and header both carry b's token: only the derivation from a's session can refuse it.
    a.cookies.set('XSRF-TOKEN', other);
    expect((await a.post('/rest/reference/civility/search', {}, { 'X-XSRF-TOKEN': other })).status).toBe(403);
    a.cookies.set('XSRF-TOKEN', own);
    expect((await a.post('/rest/reference/civility/search', {})).status).toBe(200);
  });

  it('accepts the token derived from the session', async () => {
    const client = await t.signIn();
    expect((await client.post('/rest/reference/civility/search', {})).status).toBe(200);
  });

  it('marks cookies Secure, the session one __Host- prefixed, when reached over HTTPS', async () => {
    const res = await t.app.request('/rest/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(adminLogin),
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('__Host-bivouac_session='))).toMatch(/Secure/);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/Secure/);
  });
});
