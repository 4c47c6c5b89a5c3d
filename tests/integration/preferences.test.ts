// The preference screens of /preference/: typed settings with defaults, validated per
// field, guarded by their functionality, and read typed by the domains through readPreference.
import { describe, expect, it } from 'vitest';
import { readPreference } from '../../service/domains/preference';
import { preferenceList } from '../../service/domains/preference/definitions';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('preferences', () => {
  it.each(preferenceList.map((d) => [d.key, d] as const))(
    '%s answers its defaults while never saved',
    async (key, def) => {
      const res = await ctx.admin.get(`/rest/preference/${key}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...def.schema.parse({}), version: 0, updatedBy: null });
    },
  );

  it('Invoice number length at least 4; excluded invoice prefix at most 8 characters', async () => {
    const res = await ctx.admin.post('/rest/preference/sale', { invoiceNumberLength: 3, excludedPrefix: 'NEUF-CARS' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      invoiceNumberLength: 'INVOICE_NUMBER_TOO_SHORT',
      excludedPrefix: 'EXCLUDED_PREFIX_TOO_LONG',
    });
    const ok = await ctx.admin.post('/rest/preference/sale', { invoiceNumberLength: 4, excludedPrefix: 'HUIT-CAR' });
    expect(ok.status).toBe(200);
  });

  it('Booking fee modes: base, free, amount', async () => {
    expect(
      (await ctx.admin.post('/rest/preference/fees', { bookingFeeMode: 'amount', bookingFeeCents: 1500 })).status,
    ).toBe(200);
    const bad = await ctx.admin.post('/rest/preference/fees', { bookingFeeMode: 'gift', bookingFeeCents: -1 });
    expect((await bad.json()).fields).toEqual({ bookingFeeMode: 'INVALID_TYPE', bookingFeeCents: 'INVALID_NUMBER' });
  });

  it('Start hour before end hour: arrivals until 13:00 but from 14:00 are refused', async () => {
    const res = await ctx.admin.post('/rest/preference/arrival_departure', {
      arrivalFromHour: '14:00',
      arrivalToHour: '13:00',
    });
    expect((await res.json()).fields).toEqual({ arrivalToHour: 'START_HOUR_AFTER_END_HOUR' });
  });

  it('Occupancy order by code or by date; deposit modes; option validity days', async () => {
    await ctx.admin.post('/rest/preference/booking', { depositMode: 'first_night', occupancyOrder: 'date' });
    await ctx.admin.post('/rest/preference/booking/option', { optionValidityDays: 5 });
    expect(readPreference(ctx.t.db, 'booking')).toMatchObject({ depositMode: 'first_night', occupancyOrder: 'date' });
    expect(readPreference(ctx.t.db, 'booking/option').optionValidityDays).toBe(5);
  });

  it('Cancellation and deletion of stays require a reason: the reasons are kept, blank lines dropped', async () => {
    await ctx.admin.post('/rest/preference/cancellation', { cancellationReasons: ['Météo', ' ', 'Maladie'] });
    expect(readPreference(ctx.t.db, 'cancellation').cancellationReasons).toEqual(['Météo', 'Maladie']);
  });

  it('readPreference gives the defaults of fields never saved, and of a stored field that no longer fits', () => {
    ctx.t.db.$client
      .prepare("INSERT INTO typed_settings (key, value_json, updated_at) VALUES ('fees', ?, '2026-01-01T00:00:00Z')")
      .run(JSON.stringify({ bookingFeeMode: 'amount', bookingFeeCents: 'huit' }));
    expect(readPreference(ctx.t.db, 'fees')).toMatchObject({
      bookingFeeMode: 'amount',
      bookingFeeCents: 0,
      chargePartnerBookings: false,
    });
  });

  it('rights per functionality: booking preferences need booking_preference, sale needs sale_preference', async () => {
    await ctx.t.addUser({ login: 'lea', password: 'lea-pass' });
    const lea = await ctx.t.signIn({ login: 'lea', password: 'lea-pass' });
    for (const key of preferenceList.map((d) => d.key)) {
      expect((await lea.get(`/rest/preference/${key}`)).status, key).toBe(401);
    }
    await ctx.admin.post('/rest/security/user/set_right/2', {
      rights: [{ code: 'booking_preference', canSelect: true, canWrite: true, canDelete: false, canExport: false }],
    });
    expect((await lea.post('/rest/preference/booking/option', { optionValidityDays: 3 })).status).toBe(200);
    expect((await lea.get('/rest/preference/sale')).status).toBe(401);
  });

  it('refuses a body that is not an object', async () => {
    const res = await ctx.admin.post('/rest/preference/booking', [1, 2]);
    expect(res.status).toBe(400);
  });
});
