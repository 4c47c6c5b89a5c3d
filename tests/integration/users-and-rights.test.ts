import { describe, expect, it } from 'vitest';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const newUser = (over: Record<string, unknown> = {}) => ({
  id: 0,
  login: 'paul',
  name: 'Paul',
  password: 'secret-1',
  ...over,
});
const flags = (code: string, r: string, canExport = false) => ({
  code,
  canSelect: r !== '000',
  canWrite: r === '011' || r === '111',
  canDelete: r === '111',
  canExport,
});

async function rightOf(client: Client, userId: number, code: string) {
  const areas = await (await client.get(`/rest/security/user/get_right/${userId}`)).json();
  for (const area of areas) for (const item of area.subFunctionalities) if (item.code === code) return item;
  throw new Error(`no ${code}`);
}

describe('users', () => {
  it('refuses a password under 3 characters: PASSWORD_TOO_SHORT', async () => {
    const res = await ctx.admin.post('/rest/security/user/edit', newUser({ password: 'ab' }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ password: 'PASSWORD_TOO_SHORT' });
  });

  it('accepts 3 or 4 characters with the unsafe-password warning', async () => {
    const body = await (await ctx.admin.post('/rest/security/user/edit', newUser({ password: 'abcd' }))).json();
    expect(body).toMatchObject({ status: 'SAVED', warnings: ['UNSAFE_PASSWORD'] });
    expect((await ctx.t.anonymous.post('/rest/login', { login: 'paul', password: 'abcd' })).status).toBe(200);
  });

  it('requires a password for a new user', async () => {
    const res = await ctx.admin.post('/rest/security/user/edit', newUser({ password: '' }));
    expect((await res.json()).fields).toEqual({ password: 'PASSWORD_REQUIRED' });
  });

  it('"Login must be unique" (case ignored)', async () => {
    await ctx.admin.post('/rest/security/user/edit', newUser());
    const res = await ctx.admin.post('/rest/security/user/edit', newUser({ login: 'PAUL' }));
    expect((await res.json()).fields).toEqual({ login: 'LOGIN_ALREADY_EXISTS' });
  });

  it('never answers the password hash', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    const text = await (await ctx.admin.get(`/rest/security/user/edit/${id}`)).text();
    expect(text).not.toMatch(/argon2|password/i);
  });

  it('"At least one user must always exist": the last active user cannot be deleted or suspended', async () => {
    const [me] = await (await ctx.admin.get('/rest/security/user')).json();
    const del = await ctx.admin.post(`/rest/security/user/delete/${me.id}`);
    expect((await del.json()).serverMessage).toBe('AT_LEAST_ONE_USER');
    const off = await ctx.admin.get(`/rest/security/user/active/${me.id}/0`);
    expect((await off.json()).serverMessage).toBe('AT_LEAST_ONE_USER');
    expect((await ctx.admin.get('/rest/security/user')).status).toBe(200);
  });

  it('a suspended user is signed out and cannot sign in again', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    const paul = await ctx.t.signIn({ login: 'paul', password: 'secret-1' });
    await ctx.admin.get(`/rest/security/user/active/${id}/0`);
    expect((await paul.get('/rest/security/user/current')).status).toBe(403);
    expect(
      (await (await ctx.t.anonymous.post('/rest/login', { login: 'paul', password: 'secret-1' })).json()).serverMessage,
    ).toBe('USER_SUSPENDED');
  });

  it('only an admin may grant the admin flag', async () => {
    await ctx.admin.post('/rest/security/user/edit', newUser());
    const { id: lea } = await (
      await ctx.admin.post('/rest/security/user/edit', newUser({ login: 'lea', name: 'Léa' }))
    ).json();
    await ctx.admin.post(`/rest/security/user/set_right/${lea}`, {
      rights: [flags('establishment_access_user_list', '011')],
    });
    const leaClient = await ctx.t.signIn({ login: 'lea', password: 'secret-1' });
    const res = await leaClient.post('/rest/security/user/edit', {
      ...newUser({ id: lea, login: 'lea', name: 'Léa' }),
      isAdmin: true,
      password: null,
    });
    expect((await res.json()).fields).toEqual({ isAdmin: 'MODIFICATION_NOT_AUTHORISED' });
  });
});

describe('rights', () => {
  it('a user created without flags belongs to no group and holds 000 everywhere', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    const areas = await (await ctx.admin.get(`/rest/security/user/get_right/${id}`)).json();
    expect(areas).toHaveLength(15);
    const codes = areas.flatMap((a: { subFunctionalities: { right: string }[] }) =>
      a.subFunctionalities.map((s) => s.right),
    );
    expect(new Set(codes)).toEqual(new Set(['000']));
  });

  it('a user reads their own rights without the user-management right ("rights are fetched by user id")', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    const paul = await ctx.t.signIn({ login: 'paul', password: 'secret-1' });
    expect((await paul.get(`/rest/security/user/get_right/${id}`)).status).toBe(200);
    expect((await paul.get('/rest/security/user/get_right/1')).status).toBe(401);
  });

  it('codes 001 read, 011 create and modify, 111 delete are enforced on the entity calls', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    const paul = await ctx.t.signIn({ login: 'paul', password: 'secret-1' });
    const civility = '/rest/reference/civility';
    const set = (r: string) =>
      ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: [flags('occupant_civility_list', r)] });
    await set('001');
    expect((await paul.get(civility)).status).toBe(200);
    expect((await paul.post(`${civility}/edit`, { id: 0, code: 'DR', label: 'Dr' })).status).toBe(401);
    await set('011');
    const created = await (await paul.post(`${civility}/edit`, { id: 0, code: 'DR', label: 'Dr' })).json();
    expect(created.status).toBe('SAVED');
    expect((await paul.post(`${civility}/delete/${created.id}`)).status).toBe(401);
    expect((await paul.get(`${civility}/document`)).status).toBe(401);
    await set('111');
    expect((await paul.post(`${civility}/delete/${created.id}`)).status).toBe(200);
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, {
      rights: [flags('occupant_civility_list', '001', true)],
    });
    expect((await paul.get(`${civility}/document`)).status).toBe(200);
  });

  it('refuses flags that form no code (write without read) and unknown functionalities', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    const bad = {
      code: 'occupant_civility_list',
      canSelect: false,
      canWrite: true,
      canDelete: false,
      canExport: false,
    };
    const res = await ctx.admin.post(`/rest/security/user/set_right/${id}`, {
      rights: [bad, flags('no_such_screen', '001')],
    });
    expect((await res.json()).fields).toEqual({ 'rights.0': 'INVALID_RIGHT_CODE', 'rights.1': 'INVALID_RIGHT_CODE' });
  });

  it('a user in several groups gets the strongest right of each', async () => {
    const g1 = await (
      await ctx.admin.post('/rest/security/group/edit', {
        id: 0,
        name: 'Accueil',
        rights: [flags('occupant_civility_list', '001')],
      })
    ).json();
    const g2 = await (
      await ctx.admin.post('/rest/security/group/edit', {
        id: 0,
        name: 'Direction',
        rights: [flags('occupant_civility_list', '111', true)],
      })
    ).json();
    const { id } = await (
      await ctx.admin.post('/rest/security/user/edit', newUser({ groupIds: [g1.id, g2.id] }))
    ).json();
    expect(await rightOf(ctx.admin, id, 'occupant_civility_list')).toMatchObject({ right: '111', canExport: true });
  });

  it('"saving a user\'s specific rights removes the user from every group, and the user keeps those rights"', async () => {
    const g = await (
      await ctx.admin.post('/rest/security/group/edit', {
        id: 0,
        name: 'Accueil',
        rights: [flags('customer_partner_customer_list', '011')],
      })
    ).json();
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser({ groupIds: [g.id] }))).json();
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: [flags('occupant_civility_list', '001')] });
    const user = await (await ctx.admin.get(`/rest/security/user/edit/${id}`)).json();
    expect(user).toMatchObject({ groupIds: [], hasSpecificRights: true });
    expect(await rightOf(ctx.admin, id, 'occupant_civility_list')).toMatchObject({ right: '001' });
    expect(await rightOf(ctx.admin, id, 'customer_partner_customer_list')).toMatchObject({ right: '000' });
    await ctx.admin.post('/rest/security/group/edit', {
      id: g.id,
      name: 'Accueil',
      rights: [flags('occupant_civility_list', '000')],
    });
    expect(await rightOf(ctx.admin, id, 'occupant_civility_list')).toMatchObject({ right: '001' });
  });

  it('the menu tree follows the rights: a user with only customer read sees only the customer menu', async () => {
    const { id } = await (await ctx.admin.post('/rest/security/user/edit', newUser())).json();
    await ctx.admin.post(`/rest/security/user/set_right/${id}`, {
      rights: [flags('customer_partner_customer_list', '001')],
    });
    const paul = await ctx.t.signIn({ login: 'paul', password: 'secret-1' });
    const { user } = await (await paul.get('/rest/security/user/current')).json();
    const urls: string[] = [];
    const walk = (nodes: { url: string | null; subMenus: unknown[] }[]) => {
      for (const n of nodes) {
        if (n.url) urls.push(n.url);
        walk(n.subMenus as typeof nodes);
      }
    };
    walk(user.menus);
    expect(urls).toEqual(['/customer-list']);
    expect(user).toMatchObject({ admin: false, systeme: false });
  });

  it('system-only functionalities need the systeme flag even for an admin', async () => {
    await ctx.t.addUser({ login: 'boss', password: 'boss-pass', isAdmin: true });
    const boss = await ctx.t.signIn({ login: 'boss', password: 'boss-pass' });
    const areas = await (await boss.get('/rest/security/user/get_right/2')).json();
    const system = areas
      .flatMap((a: { subFunctionalities: { code: string; right: string }[] }) => a.subFunctionalities)
      .find((s: { code: string }) => s.code === 'system_backup');
    expect(system.right).toBe('000');
  });
});
