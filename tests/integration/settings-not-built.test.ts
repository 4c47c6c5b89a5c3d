// A setting of a module not built yet (payments, e-mails, the kiosk...) does nothing, so it is
// never stored: the server ignores a change to it and it always reads as its default.
import { describe, expect, it } from 'vitest';
import { readModuleSetting } from '../../service/domains/module';
import { readPreference } from '../../service/domains/preference';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('settings of modules not built yet', () => {
  it('a change to a field of a module not built yet is ignored: the answer and every read show its default', async () => {
    const res = await ctx.admin.post('/rest/preference/customerResume', {
      historyYears: 5,
      showBookings: true,
      showPayments: false,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).item).toMatchObject({ historyYears: 5, showPayments: true });
    expect(await (await ctx.admin.get('/rest/preference/customerResume')).json()).toMatchObject({
      historyYears: 5,
      showPayments: true,
    });
  });

  it('a whole setting of a module not built yet (the kiosk) keeps its defaults after a valid save', async () => {
    const res = await ctx.admin.post('/rest/module/setting/check-in', { tokensPerDayPerPerson: 4, showerMinutes: 9 });
    expect(res.status).toBe(200);
    expect(readModuleSetting(ctx.t.db, 'check-in')).toMatchObject({ tokensPerDayPerPerson: 1, showerMinutes: 5 });
  });

  it('a choice needing a module not built yet (a credit note on early departure) is not kept', async () => {
    await ctx.admin.post('/rest/preference/early_departure', { refundRule: 'credit_note', refundFeeCents: 500 });
    expect(readPreference(ctx.t.db, 'early_departure')).toMatchObject({ refundRule: 'none', refundFeeCents: 500 });
  });

  it('a value stored before the field was marked not built reads as its default', () => {
    ctx.t.db.$client
      .prepare(
        "INSERT INTO typed_settings (key, value_json, updated_at) VALUES ('customerResume', ?, '2026-01-01T00:00:00Z')",
      )
      .run(JSON.stringify({ showPayments: false, historyYears: 7 }));
    expect(readPreference(ctx.t.db, 'customerResume')).toMatchObject({ showPayments: true, historyYears: 7 });
  });

  it('a module grid of a module not built yet (cancellation insurance) keeps its label but not its settings', async () => {
    const blank = await (await ctx.admin.get('/rest/module/insurance/edit/0')).json();
    const { availableProvider: _choices, createdAt: _c, updatedAt: _u, ...item } = blank;
    const res = await ctx.admin.post('/rest/module/insurance/edit', { ...item, label: 'Assureur', rate: 500 });
    const { id } = await res.json();
    const saved = await (await ctx.admin.get(`/rest/module/insurance/edit/${id}`)).json();
    expect(saved).toMatchObject({ label: 'Assureur', rate: 350 });
  });
});
