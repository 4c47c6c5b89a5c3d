// Residential fees, parcel types, meter types, meters and readings through the registry and the
// meter screens' own calls (reference data).
import { beforeEach, describe, expect, it } from 'vitest';
import { createPlaces } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

async function saved(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await ctx.admin.post(path, { id: 0, ...body });
  const answer = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.id;
}

async function refusal(path: string, body: Record<string, unknown>) {
  const res = await ctx.admin.post(path, { id: 0, ...body });
  expect(res.status).toBe(400);
  return res.json();
}

async function defaultTvaId(): Promise<number> {
  return (await (await ctx.admin.get('/rest/residential/fees/edit/0')).json()).tvaId;
}

describe('residential fees', () => {
  it('a new fee offers the billing units and the VAT rates, the default one chosen', async () => {
    const blank = await (await ctx.admin.get('/rest/residential/fees/edit/0')).json();
    expect(blank.availableBillingUnit.map((u: { id: string }) => u.id)).toEqual(['DAY', 'MONTH', 'YEAR', 'PACKAGE']);
    expect(blank.availableTva.find((t: { id: number }) => t.id === blank.tvaId).rate).toBe(2000);
  });

  it('A label, a VAT rate, a billing type must be chosen', async () => {
    const body = await refusal('/rest/residential/fees/edit', { label: '', billingUnit: 'WEEK' });
    expect(body.fields).toEqual({
      label: 'LABEL_REQUIRED',
      billingUnit: 'BILLING_TYPE_REQUIRED',
      tvaId: 'VAT_RATE_REQUIRED',
    });
    const unknown = await refusal('/rest/residential/fees/edit', { label: 'Ordures', billingUnit: 'YEAR', tvaId: 999 });
    expect(unknown.fields).toEqual({ tvaId: 'VAT_RATE_REQUIRED' });
  });

  it('price periods: start before end, periods must not overlap, deleted with their fee', async () => {
    const fees = await saved('/rest/residential/fees/edit', {
      label: 'Ordures',
      billingUnit: 'YEAR',
      tvaId: await defaultTvaId(),
    });
    const base = '/rest/residential/fees-price-period/edit';
    await saved(base, { residentialFeesId: fees, startDate: '2027-01-01', endDate: '2027-12-31', priceCents: 12_000 });
    const reversed = await refusal(base, {
      residentialFeesId: fees,
      startDate: '2028-02-01',
      endDate: '2028-01-01',
      priceCents: 1,
    });
    expect(reversed.fields).toEqual({ endDate: 'START_AFTER_END' });
    const overlap = await refusal(base, {
      residentialFeesId: fees,
      startDate: '2027-12-31',
      endDate: '2028-06-30',
      priceCents: 1,
    });
    expect(overlap.serverMessage).toBe('OVERLAPPING_PERIODS');
    await saved(base, { residentialFeesId: fees, startDate: '2028-01-01', endDate: '2028-12-31', priceCents: 12_500 });
    const page = await (await ctx.admin.post('/rest/residential/fees-price-period/search', { parentId: fees })).json();
    expect(page.items.map((p: { priceCents: number }) => p.priceCents)).toEqual([12_000, 12_500]);
    expect((await ctx.admin.post(`/rest/residential/fees/delete/${fees}`)).status).toBe(200);
    expect((await (await ctx.admin.get('/rest/residential/fees-price-period')).json()).length).toBe(0);
  });
});

describe('parcel types', () => {
  it('annual rent periods: dates must form whole years or months, must not overlap', async () => {
    const parcel = await saved('/rest/residential/parcel-type/edit', { label: 'Parcelle 100 m²', surface: 100 });
    const base = '/rest/residential/parcel-type-price-period/edit';
    await saved(base, { parcelTypeId: parcel, startDate: '2027-01-01', endDate: '2027-12-31', priceCents: 250_000 });
    const partial = await refusal(base, {
      parcelTypeId: parcel,
      startDate: '2028-01-15',
      endDate: '2028-12-31',
      priceCents: 1,
    });
    expect(partial.fields).toEqual({ endDate: 'WHOLE_YEARS_OR_MONTHS' });
    const overlap = await refusal(base, {
      parcelTypeId: parcel,
      startDate: '2027-07-01',
      endDate: '2028-06-30',
      priceCents: 1,
    });
    expect(overlap.serverMessage).toBe('OVERLAPPING_PERIODS');
    await saved(base, { parcelTypeId: parcel, startDate: '2028-01-01', endDate: '2028-06-30', priceCents: 130_000 });
  });

  it('a period of an unknown parcel type is refused', async () => {
    const body = await refusal('/rest/residential/parcel-type-price-period/edit', {
      parcelTypeId: 99,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      priceCents: 1,
    });
    expect(body.fields).toEqual({ parcelTypeId: 'ITEM_REQUIRED' });
  });
});

describe('meters', () => {
  // Places 1 to 3 of a fresh site: meters belong to real places.
  beforeEach(async () => {
    expect(await createPlaces(ctx.admin, 3)).toEqual([1, 2, 3]);
  });

  async function electricity(): Promise<number> {
    return saved('/rest/meter/meter-type/edit', { label: 'Électricité', unit: 'kWh', tvaId: await defaultTvaId() });
  }

  it('meter types: unit kWh or m³; tarifications must not overlap', async () => {
    const wrong = await refusal('/rest/meter/meter-type/edit', {
      label: 'Gaz',
      unit: 'L',
      tvaId: await defaultTvaId(),
    });
    expect(wrong.fields).toEqual({ unit: 'REQUIRED' });
    const type = await electricity();
    const base = '/rest/meter/tarification-type/edit';
    const tarification = { meterTypeId: type, unitPriceMillicents: 25_160, subscriptionCents: 1_200 };
    await saved(base, { ...tarification, startDate: '2027-01-01', endDate: '2027-12-31' });
    const overlap = await refusal(base, { ...tarification, startDate: '2027-06-01', endDate: '2028-05-31' });
    expect(overlap.serverMessage).toBe('OVERLAPPING_PERIODS');
  });

  it('the creation screen creates one meter per place, skipping places already equipped', async () => {
    const type = await electricity();
    const first = await (
      await ctx.admin.post('/rest/meter/meter/create-for-places', {
        meterTypeId: type,
        placeIds: [1, 2],
        numberPrefix: 'E-',
      })
    ).json();
    expect(first.ids).toHaveLength(2);
    const again = await (
      await ctx.admin.post('/rest/meter/meter/create-for-places', { meterTypeId: type, placeIds: [2, 3] })
    ).json();
    expect(again.ids).toHaveLength(1);
    const meters = await (await ctx.admin.get('/rest/meter/meter')).json();
    expect(meters.map((m: { number: string }) => m.number)).toEqual(['E-1', 'E-2', '3']);
    const blocked = await (await ctx.admin.post(`/rest/meter/meter-type/delete/${type}`)).json();
    expect(blocked.serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });

  it.each([
    [
      'no meter found for the place',
      { placeId: 9, readingDate: '2026-11-22', quantity: 200 },
      'METER_NOT_FOUND_FOR_PLACE',
    ],
    ['quantity required', { placeId: 1, readingDate: '2026-11-22', quantity: null }, 'METER_QUANTITY_REQUIRED'],
    [
      'reading already exists for date',
      { placeId: 1, readingDate: '2026-10-01', quantity: 200 },
      'METER_READING_ALREADY_EXISTS',
    ],
    [
      'reading date after the last',
      { placeId: 1, readingDate: '2026-09-01', quantity: 200 },
      'METER_READING_DATE_BEFORE_LAST',
    ],
    [
      'quantity at least last reading',
      { placeId: 1, readingDate: '2026-11-22', quantity: 99 },
      'METER_QUANTITY_OUT_OF_RANGE',
    ],
  ])('the reading form refuses: %s', async (_rule, reading, code) => {
    const type = await electricity();
    await ctx.admin.post('/rest/meter/meter/create-for-places', { meterTypeId: type, placeIds: [1] });
    const ok = await ctx.admin.post('/rest/meter/reading/for-place', {
      meterTypeId: type,
      placeId: 1,
      readingDate: '2026-10-01',
      quantity: 100,
    });
    expect(ok.status).toBe(200);
    const res = await ctx.admin.post('/rest/meter/reading/for-place', { meterTypeId: type, ...reading });
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe(code);
  });

  it('quantity at most next: a corrected reading stays between its neighbours; the list filters by place', async () => {
    const type = await electricity();
    await ctx.admin.post('/rest/meter/meter/create-for-places', { meterTypeId: type, placeIds: [1, 2] });
    const enter = (placeId: number, readingDate: string, quantity: number) =>
      ctx.admin.post('/rest/meter/reading/for-place', { meterTypeId: type, placeId, readingDate, quantity });
    const first = await (await enter(1, '2026-09-01', 100)).json();
    await enter(1, '2026-10-01', 150);
    await enter(2, '2026-10-01', 7);
    const [meter] = await (await ctx.admin.get('/rest/meter/meter')).json();
    const tooHigh = await ctx.admin.post('/rest/meter/reading/edit', {
      id: first.id,
      meterId: meter.id,
      readingDate: '2026-09-01',
      quantity: 151,
    });
    expect((await tooHigh.json()).serverMessage).toBe('METER_QUANTITY_OUT_OF_RANGE');
    const page = await (await ctx.admin.post('/rest/meter/reading/search', { placeId: 1, from: '2026-09-15' })).json();
    expect(page.items.map((r: { quantity: number }) => r.quantity)).toEqual([150]);
  });
});

describe('rights', () => {
  it.each([
    ['residential/fees'],
    ['residential/fees-price-period'],
    ['residential/parcel-type'],
    ['residential/parcel-type-price-period'],
    ['meter/meter-type'],
    ['meter/tarification-type'],
    ['meter/meter'],
    ['meter/reading'],
  ])('a user with 000 is refused %s', async (base) => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    const res = await nobody.post(`/rest/${base}/edit`, { id: 0 });
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
  });

  it('a user with 000 is refused the meter screens calls', async () => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    for (const path of ['/rest/meter/meter/create-for-places', '/rest/meter/reading/for-place']) {
      expect((await nobody.post(path, {})).status).toBe(401);
    }
  });
});
