// The module screens of /admin/module/: single settings forms and provider grids, typed,
// validated on write with a catalogue code per field, defaults when unset, guarded per functionality.
import { describe, expect, it } from 'vitest';
import { readModuleSetting } from '../../service/domains/module';
import { providerKinds } from '../../service/domains/module/provider-kinds';
import { moduleSettingsForms } from '../../service/domains/module/settings-forms';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('module settings forms', () => {
  it.each(moduleSettingsForms.map((d) => [d.key, d] as const))(
    '%s answers its defaults while never saved',
    async (key, def) => {
      const res = await ctx.admin.get(`/rest/module/setting/${key}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...def.schema.parse({}), version: 0, updatedBy: null });
    },
  );

  it('Planning default days and days before today configurable: saved, then read back', async () => {
    const res = await ctx.admin.post('/rest/module/setting/planning', { defaultDays: 60, daysBeforeToday: 7 });
    expect(await res.json()).toMatchObject({ status: 'SAVED', item: { defaultDays: 60, daysBeforeToday: 7 } });
    const back = await (await ctx.admin.get('/rest/module/setting/planning')).json();
    expect(back).toMatchObject({ defaultDays: 60, daysBeforeToday: 7, placeOrder: 'equipment_number' });
    const { version: _version, updatedBy: _by, ...value } = back;
    expect(readModuleSetting(ctx.t.db, 'planning')).toEqual(value);
  });

  it('Tokens per day per person and shower minutes configurable: bad values answer 400 per field', async () => {
    const res = await ctx.admin.post('/rest/module/setting/check-in', {
      tokensPerDayPerPerson: 'deux',
      showerMinutes: 0,
      kioskFromHour: '25:00',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      tokensPerDayPerPerson: 'REQUIRED_INTEGER',
      showerMinutes: 'INVALID_NUMBER',
      kioskFromHour: 'INVALID_TYPE',
    });
  });

  it('Tax declaration modes: by occupancy start date, by period, by bills; anything else is refused', async () => {
    const ok = await ctx.admin.post('/rest/module/setting/tax-statement', {
      declarationMode: 'bills',
      paymentFrequency: 'semi_annual',
    });
    expect(ok.status).toBe(200);
    const bad = await ctx.admin.post('/rest/module/setting/tax-statement', { paymentFrequency: 'weekly' });
    expect((await bad.json()).fields).toEqual({ paymentFrequency: 'INVALID_TYPE' });
  });

  it('VAT option: on debits, on receipts, not subject', async () => {
    for (const vatOption of ['debits', 'receipts', 'not_subject']) {
      expect((await ctx.admin.post('/rest/module/setting/tva-statement', { vatOption })).status).toBe(200);
    }
    const bad = await ctx.admin.post('/rest/module/setting/tva-statement', { vatOption: 'sometimes' });
    expect((await bad.json()).fields).toEqual({ vatOption: 'INVALID_TYPE' });
  });

  it('a refused write leaves the saved value as it was', async () => {
    await ctx.admin.post('/rest/module/setting/planning', { defaultDays: 45 });
    await ctx.admin.post('/rest/module/setting/planning', { defaultDays: 60, daysBeforeToday: 999 });
    expect(await (await ctx.admin.get('/rest/module/setting/planning')).json()).toMatchObject({
      defaultDays: 45,
      daysBeforeToday: 3,
    });
  });
});

describe('module provider grids', () => {
  it('Surety configuration: calcul 1, 2 or 3, nbdaySurety, nbdaySuretyReminder; id 1 exists on a new site', async () => {
    const index = await (await ctx.admin.get('/rest/module/surety/index')).json();
    expect(index).toMatchObject({ id: 1, calcul: 1, nbdaySurety: 10, nbdaySuretyReminder: 5 });
    const saved = await ctx.admin.post('/rest/module/surety/edit', {
      ...index,
      calcul: 3,
      nbdaySurety: 15,
      nbdaySuretyReminder: 3,
    });
    expect(await saved.json()).toEqual({ status: 'SAVED', id: 1 });
    expect(await (await ctx.admin.get('/rest/module/surety/index')).json()).toMatchObject({
      id: 1,
      calcul: 3,
      nbdaySurety: 15,
      nbdaySuretyReminder: 3,
    });
  });

  it('Surety calculation modes: 1 surety, 2 balance, 3 both; 4 is refused', async () => {
    const res = await ctx.admin.post('/rest/module/surety/edit', { id: 0, provider: 1, label: 'Caution', calcul: 4 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ calcul: 'INVALID_TYPE' });
  });

  it.each([
    ['online-booking', 7],
    ['accounting', 11],
    ['surety', 2],
    ['satisfaction-survey', 2],
    ['access-control', 6],
    ['yield-management', 10],
    ['statistics', 3],
  ])('Provider enumerations: %s offers providers 1 to %i, no more', async (kind, count) => {
    const blank = await (await ctx.admin.get(`/rest/module/${kind}/edit/0`)).json();
    expect(blank.availableProvider.map((p: { id: number }) => p.id)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
    const res = await ctx.admin.post(`/rest/module/${kind}/edit`, { ...blank, label: 'Test', provider: count + 1 });
    expect((await res.json()).fields).toEqual({ provider: 'INVALID_TYPE' });
  });

  it.each(providerKinds.map((k) => [k.kind] as const))(
    '%s: a configuration is created with its defaults, listed, deactivated and deleted',
    async (kind) => {
      const blank = await (await ctx.admin.get(`/rest/module/${kind}/edit/0`)).json();
      const { availableProvider: _choices, createdAt: _c, updatedAt: _u, version: _v, updatedBy: _b, ...item } = blank;
      const { id } = await (await ctx.admin.post(`/rest/module/${kind}/edit`, { ...item, label: 'Config' })).json();
      const saved = await (await ctx.admin.get(`/rest/module/${kind}/edit/${id}`)).json();
      expect(saved).toMatchObject({ ...item, id, label: 'Config', isActive: true, createdAt: expect.any(String) });
      expect((await ctx.admin.get(`/rest/module/${kind}/active/${id}/0`)).status).toBe(200);
      const page = await (await ctx.admin.post(`/rest/module/${kind}/search`, { isActive: false })).json();
      expect(page.items.map((i: { id: number }) => i.id)).toEqual([id]);
      expect((await ctx.admin.post(`/rest/module/${kind}/delete/${id}`)).status).toBe(200);
    },
  );

  it("a grid only sees its own kind: another grid's id is not found", async () => {
    expect((await ctx.admin.get('/rest/module/insurance/edit/1')).status).toBe(404);
    expect(await (await ctx.admin.get('/rest/module/insurance')).json()).toEqual([]);
  });
});

describe('rights per functionality', () => {
  it('a user with 000 is refused every settings form and grid (401), read-only may read but not write', async () => {
    await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    expect((await lea.get('/rest/module/setting/planning')).status).toBe(401);
    expect((await lea.get('/rest/module/insurance')).status).toBe(401);
    await ctx.admin.post('/rest/security/user/set_right/2', {
      rights: [
        {
          code: 'establishment_access_module_planning',
          canSelect: true,
          canWrite: false,
          canDelete: false,
          canExport: false,
        },
      ],
    });
    expect((await lea.get('/rest/module/setting/planning')).status).toBe(200);
    expect((await lea.post('/rest/module/setting/planning', { defaultDays: 10 })).status).toBe(401);
    expect((await lea.get('/rest/module/setting/check-in')).status).toBe(401);
  });
});
