// GET /rest/security/user/current/access: the one answer the screens guard with (menu, page
// guards, buttons), asked at each navigation; cheap when nothing changed, exact when it did.
import { describe, expect, it } from 'vitest';
import type { CurrentAccessDto } from '../../service/domains/security/contract';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const flags = (code: string, r: string) => ({
  code,
  canSelect: r !== '000',
  canWrite: r === '011' || r === '111',
  canDelete: r === '111',
  canExport: false,
});

async function groupWith(name: string, code: string, right: string): Promise<number> {
  const res = await ctx.admin.post('/rest/security/group/edit', { id: 0, name, rights: [flags(code, right)] });
  return (await res.json()).id;
}

async function paulIn(groupId: number): Promise<{ id: number; paul: Client }> {
  const body = { id: 0, login: 'paul', name: 'Paul', password: 'secret-1', groupIds: [groupId] };
  const { id } = await (await ctx.admin.post('/rest/security/user/edit', body)).json();
  return { id, paul: await ctx.t.signIn({ login: 'paul', password: 'secret-1' }) };
}

const accessOf = async (client: Client, version?: string): Promise<CurrentAccessDto> =>
  (await client.get(`/rest/security/user/current/access${version ? `?version=${version}` : ''}`)).json();

describe('the current user access', () => {
  it('answers the user, their menus and the flags the route guard reads; {version} alone when unchanged', async () => {
    const writers = await groupWith('Accueil', 'customer_partner_customer_list', '011');
    const { paul } = await paulIn(writers);
    const first = await accessOf(paul);
    expect(first.user).toMatchObject({ name: 'Paul', admin: false });
    expect(first.rights).toEqual({
      customer_partner_customer_list: { canSelect: true, canWrite: true, canDelete: false, canExport: false },
    });
    expect(await accessOf(paul, first.version)).toEqual({ version: first.version });
  });

  it('"when an administrator changes a signed-in user\'s group, the server applies it at once": so does this answer', async () => {
    const writers = await groupWith('Accueil', 'customer_partner_customer_list', '011');
    const readers = await groupWith('Lecture', 'customer_partner_customer_list', '001');
    const { id, paul } = await paulIn(writers);
    const before = await accessOf(paul);
    const body = { id, login: 'paul', name: 'Paul', groupIds: [readers] };
    expect((await ctx.admin.post('/rest/security/user/edit', body)).status).toBe(200);
    const after = await accessOf(paul, before.version);
    expect(after.version).not.toBe(before.version);
    expect(after.rights?.customer_partner_customer_list).toMatchObject({ canSelect: true, canWrite: false });
    expect((await paul.post('/rest/customer/customer/edit', { id: 0, lastName: 'Durand' })).status).toBe(401);
  });

  it('a switched-off module counts as no right, as the route guard counts it', async () => {
    const before = await accessOf(ctx.admin);
    expect(before.rights?.establishment_access_module_surety?.canSelect).toBe(true);
    await ctx.admin.get('/rest/module/module/active/surety/0');
    const after = await accessOf(ctx.admin, before.version);
    expect(after.rights?.establishment_access_module_surety).toBeUndefined();
    expect((await ctx.admin.get('/rest/module/surety')).status).toBe(401);
  });

  it('403 NOT_CONNECTED without a session', async () => {
    expect((await ctx.t.anonymous.get('/rest/security/user/current/access')).status).toBe(403);
  });
});
