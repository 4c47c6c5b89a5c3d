// /admin/module-grid: every module switched per site; "a module that is off hides its
// menus and its routes answer 401", through the one rights guard and the menu build.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../service/app';
import { modules } from '../../service/domains/security/functionalities';
import { type Client, clientFor } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

function menuUrls(nodes: { url: string | null; isHeader: boolean; subMenus: unknown[] }[]): string[] {
  return nodes.flatMap((n) => [...(n.url && !n.isHeader ? [n.url] : []), ...menuUrls(n.subMenus as typeof nodes)]);
}
const currentUrls = async (client: Client) =>
  menuUrls((await (await client.get('/rest/security/user/current')).json()).user.menus);
const switchModule = (code: string, on: boolean) => ctx.admin.get(`/rest/module/module/active/${code}/${on ? 1 : 0}`);

describe('module grid', () => {
  it('lists every module with its label, description, and on by default', async () => {
    const rows = await (await ctx.admin.get('/rest/module/module')).json();
    expect(rows.map((r: { code: string }) => r.code)).toEqual(modules.map((m) => m.code));
    for (const row of rows) {
      expect(row.isActive).toBe(true);
      expect(row.label).not.toBe('');
      expect(row.description).not.toBe('');
    }
  });

  it('switches a module off and on again, and the grid shows it', async () => {
    expect(await (await switchModule('surety', false)).json()).toEqual({ status: 'SAVED' });
    const rows = await (await ctx.admin.get('/rest/module/module')).json();
    expect(rows.find((r: { code: string }) => r.code === 'surety').isActive).toBe(false);
    await switchModule('surety', true);
    const again = await (await ctx.admin.get('/rest/module/module')).json();
    expect(again.find((r: { code: string }) => r.code === 'surety').isActive).toBe(true);
  });

  it('answers 404 for a module the catalogue does not have', async () => {
    expect((await ctx.admin.get('/rest/module/module/active/teleportation/0')).status).toBe(404);
  });

  it('a module that is off: its routes answer 401 INSUFFICIENT_RIGHT, even to the admin; on again, they answer', async () => {
    expect((await ctx.admin.get('/rest/module/surety/index')).status).toBe(200);
    await switchModule('surety', false);
    for (const path of ['/rest/module/surety/index', '/rest/module/surety', '/rest/module/surety/edit/0']) {
      const res = await ctx.admin.get(path);
      expect(res.status, path).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
    const write = await ctx.admin.post('/rest/module/surety/edit', { id: 0, provider: 1, label: 'Swikly' });
    expect(write.status).toBe(401);
    await switchModule('surety', true);
    expect((await ctx.admin.get('/rest/module/surety')).status).toBe(200);
  });

  it('a module that is off hides its menu leaves from `current`; on again, they come back', async () => {
    expect(await currentUrls(ctx.admin)).toEqual(expect.arrayContaining(['/surety-list', '/planning', '/plan']));
    await switchModule('surety', false);
    await switchModule('planning', false);
    const without = await currentUrls(ctx.admin);
    expect(without).not.toContain('/surety-list');
    expect(without).not.toContain('/planning');
    expect(without).not.toContain('/extra-planning');
    expect(without).toContain('/plan');
    expect(without).toContain('/customer-list');
    await switchModule('surety', true);
    await switchModule('planning', true);
    expect(await currentUrls(ctx.admin)).toEqual(expect.arrayContaining(['/surety-list', '/planning']));
  });

  it('a module that is off hides its settings screens too, but never the module grid', async () => {
    await switchModule('residents', false);
    const urls = await currentUrls(ctx.admin);
    expect(urls).not.toContain('/admin/module/residential-preference');
    expect(urls).toContain('/admin/module-grid');
    expect((await ctx.admin.get('/rest/module/setting/residential')).status).toBe(401);
    expect((await ctx.admin.get('/rest/module/module')).status).toBe(200);
  });

  it('the switch is kept in SQLite: a new app on the same database sees it', async () => {
    await switchModule('gift', false);
    const again = createApp({ db: ctx.t.db, clock: ctx.t.clock, logger: ctx.t.logger, dataDir: ctx.t.dataDir });
    const client = clientFor(again);
    await client.post('/rest/login', { login: 'admin', password: 'admin-password' });
    expect(await currentUrls(client)).not.toContain('/gift-list');
  });

  it('rights per functionality: reading the grid needs read, switching needs write', async () => {
    await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    expect((await lea.get('/rest/module/module')).status).toBe(401);
    await ctx.admin.post('/rest/security/user/set_right/2', {
      rights: [
        {
          code: 'establishment_access_module_list',
          canSelect: true,
          canWrite: false,
          canDelete: false,
          canExport: false,
        },
      ],
    });
    expect((await lea.get('/rest/module/module')).status).toBe(200);
    expect((await lea.get('/rest/module/module/active/gift/0')).status).toBe(401);
  });
});
