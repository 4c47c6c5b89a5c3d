// POST /rest/price/quote on grids saved through the API: hand-computed stays (place, occupants,
// options, booking fees, tourist tax, VAT per rate, deposit), imposed grid versions, bad input.
import { beforeEach, describe, expect, it } from 'vitest';
import { addTouristTax as addTax } from '../support/booking-site';
import { type PricedSite, pricedSite, saveGrid, seasonGrid, weekGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: PricedSite;
let gridId: number;

beforeEach(async () => {
  site = await pricedSite(ctx.admin);
  gridId = await saveGrid(ctx.admin, seasonGrid(site));
  await saveGrid(ctx.admin, weekGrid(site));
});

const price = (body: Record<string, unknown>) => ctx.admin.post('/rest/price/quote', body);

async function quoted(body: Record<string, unknown>) {
  const res = await price(body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

const pitchStay = (change: Record<string, unknown> = {}) => ({
  placeTypeId: site.pitchId,
  arrival: '2026-05-04',
  departure: '2026-05-07',
  bookingDate: '2026-03-01',
  occupants: [{ ageCategoryId: site.adultId, count: 2 }],
  ...change,
});

const addTouristTax = (change: Record<string, unknown> = {}) => addTax(ctx.admin, change);

describe('POST /rest/price/quote', () => {
  it('three low-season nights on a pitch for two adults (included): 3 × 20 € = 60 €, VAT 10 % = 5,45 €, deposit 25 %', async () => {
    const q = await quoted(pitchStay());
    expect(q).toMatchObject({ gridId, gridVersion: 1, nights: 3, warnings: [] });
    expect(q.lines).toEqual([
      expect.objectContaining({ kind: 1, quantity: 3, unitCents: 2000, amountCents: 6000, vatBp: 1000 }),
    ]);
    expect(q.lines[0].explain).toContain('grille « Été 2026 » v1, période « Basse saison »');
    expect(q.totals).toEqual({ totalCents: 6000, vatBaseCents: 6000, touristTaxCents: 0, vatCents: 545 });
    expect(q.vat).toEqual([{ rateBp: 1000, inclusiveCents: 6000, vatCents: 545, exclusiveCents: 5455 }]);
    expect(q.deposit).toMatchObject({
      amountCents: 1500,
      dueDate: '2026-03-01',
      balanceCents: 4500,
      balanceDueDate: '2026-04-04',
    });
  });

  it('a stay across periods, a third adult, a child, electricity and the tourist tax', async () => {
    await addTouristTax();
    const q = await quoted(
      pitchStay({
        arrival: '2026-06-29',
        departure: '2026-07-02',
        occupants: [
          { ageCategoryId: site.adultId, count: 3 },
          { ageCategoryId: site.childId, count: 1 },
        ],
        extras: [{ extraId: site.electricityId, quantity: 1 }],
      }),
    );
    // Place 2 × 20 € + 35 €; the third adult 2 × 5 € + 8 €; the child has no price; electricity
    // 4,50 € a night at 20 %, one line per period; tax 3 adults × 3 nights × 0,66 € (the child exempt as a minor).
    const amounts = q.lines.map((l: { kind: number; amountCents: number }) => [l.kind, l.amountCents]);
    expect(amounts).toEqual([
      [1, 4000],
      [1, 3500],
      [2, 594],
      [6, 1000],
      [6, 800],
      [7, 900],
      [7, 450],
    ]);
    expect(q.totals).toEqual({ totalCents: 11244, vatBaseCents: 10650, touristTaxCents: 594, vatCents: 845 + 225 });
    expect(q.touristTaxExemptions).toEqual([{ ageCategoryId: site.childId, count: 1, reason: 'minor' }]);
    // 25 % of the stay without the tourist tax: 2 662,50 → 2 663 (half away from zero).
    expect(q.deposit).toMatchObject({ amountCents: 2663, balanceCents: 8581 });
  });

  it('Tourist tax: the additional departmental tax (10 %) on top as its own line, outside the VAT base', async () => {
    await addTouristTax({ additionalRateBp: 1000 });
    const q = await quoted(pitchStay());
    // 2 adults × 3 nights × 0,66 € = 3,96 €; the department's 10 % of it = 0,396 → 0,40 € (half away from zero).
    const taxes = q.lines.filter((l: { kind: number }) => l.kind === 2 || l.kind === 3);
    expect(taxes.map((l: { kind: number; amountCents: number }) => [l.kind, l.amountCents])).toEqual([
      [2, 396],
      [3, 40],
    ]);
    expect(q.totals).toEqual({ totalCents: 6000 + 396 + 40, vatBaseCents: 6000, touristTaxCents: 436, vatCents: 545 });
  });

  it("a mobile home by the week in high season: 840 € + 2 extra nights × 130 € + the grid's 15 € booking fee", async () => {
    const q = await quoted({
      placeTypeId: site.mobileHomeId,
      arrival: '2026-07-04',
      departure: '2026-07-13',
      bookingDate: '2026-01-10',
      occupants: [{ ageCategoryId: site.adultId, count: 4 }],
    });
    expect(q.lines.map((l: { kind: number; amountCents: number }) => [l.kind, l.amountCents])).toEqual([
      [1, 84000],
      [1, 26000],
      [8, 1500],
    ]);
    expect(q.totals).toMatchObject({ totalCents: 111500, vatCents: 10136 });
  });

  it('Extra-night price blank: prorated from the week price (420 € ÷ 7 = 60 €); fees free by preference', async () => {
    const fees = await ctx.admin.post('/rest/preference/fees', {
      bookingFeeMode: 'free',
      bookingFeeCents: 0,
      chargePartnerBookings: false,
      chargeOnlineBookings: true,
    });
    expect(fees.status).toBe(200);
    const q = await quoted({
      placeTypeId: site.mobileHomeId,
      arrival: '2026-05-02',
      departure: '2026-05-10',
      bookingDate: '2026-01-10',
      occupants: [{ ageCategoryId: site.adultId, count: 2 }],
    });
    expect(q.totals.totalCents).toBe(48000);
    expect(q.lines[1]).toMatchObject({ unitCents: 6000, quantity: 1 });
  });

  it("a partner booking: the partner's grid, its commission (15 %, 20 % in its summer period), its payment terms", async () => {
    const firstId = async (base: string) => (await (await ctx.admin.get(base)).json())[0].id as number;
    const terms = await (
      await ctx.admin.post('/rest/partner/payment-terms/edit', {
        id: 0,
        label: 'Acompte partenaire',
        depositMode: 'fixed',
        depositAmountCents: 2000,
        balanceDaysBeforeArrival: 45,
      })
    ).json();
    const partner = await (
      await ctx.admin.post('/rest/partner/partner/edit', {
        id: 0,
        name: 'Vacances Soleil',
        partnerTypeId: await firstId('/rest/partner/partner-type'),
        managementTypeId: await firstId('/rest/partner/management-type'),
        billingTypeId: await firstId('/rest/partner/billing-type'),
        commissionType: 'percent',
        commissionValue: 1500,
        paymentTermsId: terms.id,
        commissionPeriods: [{ startDate: '2026-07-01', endDate: '2026-08-31', rate: 2000 }],
      })
    ).json();
    const grid = seasonGrid(site);
    const [low, high] = grid.periods;
    const partnerGridId = await saveGrid(ctx.admin, {
      ...grid,
      label: 'Partenaire',
      partnerIds: [partner.id],
      periods: [
        { ...low, prices: [{ placeTypeId: site.pitchId, nightCents: 1800 }] },
        { ...high, prices: [{ placeTypeId: site.pitchId, nightCents: 3500 }] },
      ],
    });
    const q = await quoted(pitchStay({ partnerId: partner.id }));
    expect(q).toMatchObject({ gridId: partnerGridId, totals: { totalCents: 5400 } });
    expect(q.partnerLines).toEqual([expect.objectContaining({ kind: 13, amountCents: 810 })]);
    expect(q.deposit).toMatchObject({ amountCents: 2000, balanceCents: 3400, balanceDueDate: '2026-03-20' });
    const summer = await quoted(pitchStay({ partnerId: partner.id, arrival: '2026-07-01', departure: '2026-07-03' }));
    expect(summer.partnerLines[0].amountCents).toBe(1400);
    // The public stay still takes the public grid.
    expect((await quoted(pitchStay())).gridId).toBe(gridId);
  });

  it("a place instead of its type: the place's own VAT rate overrides its type's", async () => {
    const place = await (
      await ctx.admin.post('/rest/place/place/edit', {
        id: 0,
        number: 'A01',
        typeId: site.pitchId,
        capacity: 6,
        tvaId: site.tva20,
      })
    ).json();
    const q = await quoted(pitchStay({ placeTypeId: null, placeId: place.id }));
    expect(q.vat).toEqual([{ rateBp: 2000, inclusiveCents: 6000, vatCents: 1000, exclusiveCents: 5000 }]);
    const unknown = await price(pitchStay({ placeTypeId: null, placeId: 999 }));
    expect((await unknown.json()).fields).toEqual({ placeId: 'PLACE_REQUIRED' });
  });

  it("the booking date defaults to the clock's today", async () => {
    const q = await quoted(pitchStay({ bookingDate: null }));
    expect(q.deposit.dueDate).toBe('2026-11-22');
  });

  it('A booking keeps the version it was priced with: an imposed version prices with it', async () => {
    const grid = seasonGrid(site);
    const [low, high] = grid.periods;
    await saveGrid(ctx.admin, {
      ...grid,
      id: gridId,
      periods: [{ ...low, prices: [{ ...low.prices[0], nightCents: 2500 }] }, high],
    });
    expect((await quoted(pitchStay())).totals.totalCents).toBe(7500);
    expect((await quoted(pitchStay({ gridId }))).gridVersion).toBe(2);
    const old = await quoted(pitchStay({ gridId, historyVersion: 1 }));
    expect(old).toMatchObject({ gridVersion: 1, totals: { totalCents: 6000 } });
    const missing = await price(pitchStay({ gridId, historyVersion: 7 }));
    expect((await missing.json()).fields).toEqual({ historyVersion: 'PRICE_GRID_REQUIRED' });
  });

  it.each([
    ['no place type nor place', { placeTypeId: null }, { placeTypeId: 'PLACE_REQUIRED' }],
    ['an unknown place type', { placeTypeId: 999 }, { placeTypeId: 'PLACE_REQUIRED' }],
    ['an incorrect date', { arrival: '2026-02-30' }, { arrival: 'INVALID_DATE' }],
    ['start after end', { departure: '2026-05-04' }, { departure: 'START_AFTER_END' }],
    [
      'a quantity that is not positive',
      { occupants: [{ ageCategoryId: 1, count: 0 }] },
      { 'occupants.0.count': 'QUANTITY_MUST_BE_POSITIVE' },
    ],
    ['an unknown partner', { partnerId: 999 }, { partnerId: 'PARTNER_REQUIRED' }],
    ['a version without its grid', { historyVersion: 1 }, { gridId: 'PRICE_GRID_REQUIRED' }],
  ])('refuses %s: 400 with the field code', async (_what, change, fields) => {
    const res = await price(pitchStay(change));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual(fields);
  });

  it.each([
    [
      'Quantity must not exceed equipment capacity',
      { occupants: [{ ageCategoryId: 0, count: 7 }] },
      'QUANTITY_ABOVE_CAPACITY',
    ],
    [
      'no price grid for the place type and period',
      { arrival: '2026-10-01', departure: '2026-10-03' },
      'NO_PRICE_GRID_FOR_PLACE_TYPE',
    ],
  ])("%s: the engine's catalogue code", async (_rule, change, code) => {
    const body = pitchStay(change);
    if (Array.isArray(body.occupants))
      body.occupants = body.occupants.map((o) => ({ ...o, ageCategoryId: site.adultId }));
    const res = await price(body);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe(code);
  });

  it('is refused with 000 rights on the price grids', async () => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    const res = await nobody.post('/rest/price/quote', pitchStay());
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
  });
});
