// The demo site: `bivouac init-demo [--force]` and POST /rest/system/init-demo
// build "Camping des Pins" once, refuse a database with real data unless forced, and always give
// the same data, with a living 2026 season of about 3,000 bookings saved through the booking core
// A run saves each booking through the core's write path, so it takes tens of
// seconds on a busy machine: each variant is built once (the read-only assertions share one demo
// database; the failed run and the determinism share one fresh site; the CLI builds in its own
// process beside the others), and the runs that remain have room to finish.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../service/db/connection';
import {
  accessChannels,
  activityPeriods,
  ageCategories,
  bookingAnimals,
  bookingExtras,
  bookings,
  bookingVehicles,
  customerAddresses,
  customers,
  departments,
  establishments,
  extraPlaceTypes,
  extras,
  features,
  layouts,
  occupancies,
  occupants,
  partnerAllotments,
  partners,
  paymentMethods,
  placeChannels,
  placeFamilies,
  placeFeatures,
  places,
  placeTypes,
  priceGrids,
  specialOffers,
  taxExemptAgeCategories,
  taxes,
  taxPricePeriods,
  towns,
} from '../../service/db/schema';
import { demoTowns } from '../../service/domains/demo/towns-data';
import type { Client } from '../support/client';
import { createPlaceType } from '../support/fixtures';
import { makeTestApp, type TestApp } from '../support/test-app';

const initDemo = '/rest/system/init-demo';
/** One demo run: the site, then about 3,000 bookings through the booking core. */
const DEMO_RUN_MS = 240_000;

async function runDemo(app: TestApp, body: unknown = {}) {
  const admin = await app.signIn();
  return admin.post(initDemo, body);
}

function customerRows(app: TestApp) {
  return app.db.select().from(customers).orderBy(asc(customers.id)).all();
}

/** What a person would recognise a demo customer by: names, town, e-mail. */
function identities(app: TestApp) {
  const townOf = new Map(
    app.db
      .select()
      .from(customerAddresses)
      .all()
      .map((a) => [a.customerId, a.town]),
  );
  return customerRows(app).map((c) => [
    c.civilityId,
    c.firstName,
    c.lastName,
    c.companyName,
    townOf.get(c.id),
    c.email,
  ]);
}

/** Everything the demo made, by what a person reads (numbers, labels, names), not by ids. */
function siteContents(app: TestApp) {
  const { db } = app;
  const typeCode = new Map(
    db
      .select()
      .from(placeTypes)
      .all()
      .map((t) => [t.id, t.shortCode]),
  );
  return {
    customers: identities(app),
    places: db
      .select()
      .from(places)
      .orderBy(asc(places.number))
      .all()
      .map((p) => [p.number, typeCode.get(p.typeId), p.planX, p.planY]),
    layouts: db.select().from(layouts).all().length,
    features: db.select().from(features).all().length,
    placeFeatures: db.select().from(placeFeatures).all().length,
    channels: db
      .select()
      .from(accessChannels)
      .all()
      .map((c) => c.code),
    sold: db.select().from(placeChannels).all().length,
    ageCategories: db
      .select()
      .from(ageCategories)
      .all()
      .map((c) => c.label),
    extras: db
      .select()
      .from(extras)
      .all()
      .map((e) => e.label),
    extraLinks: db.select().from(extraPlaceTypes).all().length,
    paymentMethods: db
      .select()
      .from(paymentMethods)
      .all()
      .map((m) => m.label),
    taxes: db
      .select()
      .from(taxes)
      .all()
      .map((t) => t.label),
    partners: db
      .select()
      .from(partners)
      .all()
      .map((p) => p.name),
    allotments: db
      .select()
      .from(partnerAllotments)
      .all()
      .map((a) => [typeCode.get(a.placeTypeId), a.startDate, a.quantity]),
    towns: db
      .select()
      .from(towns)
      .all()
      .map((t) => `${t.postalCode} ${t.name}`),
    grids: db
      .select()
      .from(priceGrids)
      .all()
      .map((g) => g.label),
    offers: db
      .select()
      .from(specialOffers)
      .all()
      .map((o) => o.labels.fr),
    bookings: seasonRows(app),
  };
}

/** Each booking as the lists show it: code, kind, state, place, dates, party and price. */
function seasonRows(app: TestApp) {
  return app.db
    .select({
      code: sql<string>`coalesce(${bookings.code}, ${bookings.quoteNumber})`,
      kind: bookings.kind,
      state: bookings.state,
      place: places.number,
      start: occupancies.startDate,
      end: occupancies.endDate,
      persons: occupancies.personsCount,
      total: bookings.totalCents,
      bookedOn: sql<string>`substr(${bookings.createdAt}, 1, 10)`,
    })
    .from(bookings)
    .innerJoin(occupancies, eq(occupancies.bookingId, bookings.id))
    .innerJoin(places, eq(places.id, occupancies.placeId))
    .orderBy(asc(bookings.id))
    .all();
}

describe('init-demo: the site it builds', () => {
  let t: TestApp;
  let admin: Client;
  let result: { status: string; counts: { key: string; label: string; count: number }[] };
  const count = (key: string) => result.counts.find((c) => c.key === key)?.count;

  beforeAll(async () => {
    t = await makeTestApp();
    admin = await t.signIn();
    const res = await admin.post(initDemo, {});
    expect(res.status).toBe(200);
    result = await res.json();
  }, DEMO_RUN_MS);
  afterAll(() => t.close());

  it('says what it made, step by step', () => {
    expect(result.status).toBe('INSTALLED');
    expect(result.counts).toContainEqual({ key: 'customers', label: 'Clients', count: 500 });
    expect(result.counts).toContainEqual({ key: 'establishment', label: 'Établissement', count: 1 });
    expect(result.counts).toContainEqual({ key: 'places', label: 'Emplacements', count: 255 });
    expect(
      Object.fromEntries(
        [
          'accounting-accounts',
          'layouts',
          'features',
          'place-families',
          'place-types',
          'access-channels',
          'ranking',
          'age-categories',
          'extra-types',
          'extras',
          'payment-methods',
          'taxes',
          'partners',
          'price-grids',
          'special-offers',
          'towns',
          'activity-periods',
          'animal-types',
          'vehicle-types',
        ].map((key) => [key, count(key)]),
      ),
    ).toEqual({
      'accounting-accounts': 11,
      layouts: 7,
      features: 11,
      'place-families': 3,
      'place-types': 8,
      'access-channels': 4,
      ranking: 4,
      'age-categories': 4,
      'extra-types': 3,
      extras: 8,
      'payment-methods': 6,
      taxes: 1,
      partners: 2,
      'price-grids': 2,
      'special-offers': 10,
      towns: demoTowns.length,
      'activity-periods': 2,
      'animal-types': 2,
      'vehicle-types': 3,
    });
    expect(count('commercialization')).toBe(t.db.select().from(placeChannels).all().length);
  });

  it('creates Camping des Pins in the Landes with its VAT rates, and 500 customers', async () => {
    const establishment = await (await admin.get('/rest/establishment/establishment/edit')).json();
    expect(establishment).toMatchObject({
      shortName: 'Camping des Pins',
      postalCode: '40480',
      town: 'Vieux-Boucau-les-Bains',
      nafCode: '55.30Z',
    });
    const tvas = await (await admin.get('/rest/reference/tva')).json();
    expect(tvas.map((r: { rate: number }) => r.rate)).toEqual(expect.arrayContaining([2000, 1000, 550]));
    const search = await (await admin.post('/rest/customer/customer/search', { pageSize: 1 })).json();
    expect(search.total).toBe(500);
  });

  it('numbers about 250 places in 3 families and 8 types, each with its features and a spot on the plan', () => {
    const rows = t.db.select().from(places).all();
    expect(rows).toHaveLength(255);
    const types = t.db.select().from(placeTypes).all();
    expect(types.map((pt) => pt.shortCode).sort()).toEqual(
      ['CHALET', 'ELEC', 'LODGE', 'MH2', 'MH3', 'NU', 'PARCELLE', 'PREMIUM'].sort(),
    );
    expect(new Set(types.map((pt) => pt.familyId)).size).toBe(3);
    expect(t.db.select().from(placeFamilies).all()).toHaveLength(3);
    expect(types.every((pt) => pt.tvaId !== null && pt.accountingCode)).toBe(true);
    expect(rows.every((p) => p.planX !== null && p.planY !== null && p.layoutId !== null)).toBe(true);
    expect(new Set(rows.map((p) => `${p.planX},${p.planY}`)).size).toBe(255);
    const withFeatures = new Set(
      t.db
        .select()
        .from(placeFeatures)
        .all()
        .map((f) => f.placeId),
    );
    expect(withFeatures.size).toBe(255);
    const mobileHome = rows.find((p) => p.number === 'M41');
    const mh3 = types.find((pt) => pt.shortCode === 'MH3');
    expect(mobileHome).toMatchObject({ typeId: mh3?.id, capacity: 6, name: 'Mobil-home 3 chambres M41' });
  });

  it('sells each place on its channels: parcels at the reception only, mobile homes to tour operators too', () => {
    const channelOf = new Map(
      t.db
        .select()
        .from(accessChannels)
        .all()
        .map((c) => [c.id, c.code]),
    );
    expect([...channelOf.values()].sort()).toEqual(['PARTENAIRE', 'RECEPTION', 'TELEPHONE', 'WEB']);
    const soldOn = (number: string) => {
      const place = t.db.select().from(places).where(eq(places.number, number)).get();
      return t.db
        .select()
        .from(placeChannels)
        .where(eq(placeChannels.placeId, place?.id ?? 0))
        .all()
        .map((s) => channelOf.get(s.channelId))
        .sort();
    };
    expect(soldOn('R01')).toEqual(['RECEPTION']);
    expect(soldOn('M01')).toEqual(['PARTENAIRE', 'RECEPTION', 'TELEPHONE', 'WEB']);
    expect(soldOn('1')).toEqual(['RECEPTION', 'TELEPHONE']);
  });

  it('can take a booking, so home shows no setup checklist: an open financial year for each season it books', async () => {
    const setup = await (await admin.get('/rest/home/setup')).json();
    expect(setup.canTakeBookings).toBe(true);
    expect(setup.steps.filter((s: { state: string }) => s.state !== 'DONE')).toEqual([]);
    expect(result.counts).toContainEqual({ key: 'financial-years', label: 'Exercices comptables', count: 2 });
  });

  it('is classified 4 stars for its touring, rental and residential pitches', async () => {
    const ranking = await (await admin.get('/rest/place/ranking')).json();
    expect(ranking).toMatchObject({ stars: 4, touringPitches: 165, rentalPitches: 82, residentialPitches: 8 });
    expect(ranking.computed).toMatchObject({ touring: 165, rental: 82, total: 247, withoutCapacity: 0 });
  });

  it('posts to its own chart of accounts: an account its place types use cannot be deleted', async () => {
    const accounts = await (await admin.get('/rest/accounting/accounting-account')).json();
    expect(accounts).toHaveLength(11);
    const lodging = accounts.find((a: { code: string }) => a.code === '706200');
    const res = await admin.post(`/rest/accounting/accounting-account/delete/${lodging.id}`);
    expect((await res.json()).serverMessage).toBe('ACCOUNTING_CODE_HAS_REFERENCES');
  });

  it('uses the seeded age categories and payment methods, without doubling them', () => {
    const categories = t.db.select().from(ageCategories).orderBy(asc(ageCategories.ageFrom)).all();
    expect(categories.map((c) => [c.label, c.ageFrom, c.ageTo])).toEqual([
      ['Bébé', 0, 1],
      ['Enfant', 2, 12],
      ['Adolescent', 13, 17],
      ['Adulte', 18, null],
    ]);
    expect(
      t.db
        .select()
        .from(paymentMethods)
        .all()
        .map((m) => m.label),
    ).toEqual(['Espèces', 'Chèque', 'Chèques-Vacances ANCV', 'Carte bancaire', 'Virement', 'Chèques-Vacances Connect']);
  });

  it('sells 8 extras on the right place types: electricity on bare pitches, a car with any place', () => {
    const rows = t.db.select().from(extras).all();
    expect(rows).toHaveLength(8);
    const typeCode = new Map(
      t.db
        .select()
        .from(placeTypes)
        .all()
        .map((pt) => [pt.id, pt.shortCode]),
    );
    const typesOf = (label: string) => {
      const extra = rows.find((e) => e.label === label);
      return t.db
        .select()
        .from(extraPlaceTypes)
        .where(eq(extraPlaceTypes.extraId, extra?.id ?? 0))
        .all()
        .map((l) => typeCode.get(l.placeTypeId));
    };
    expect(typesOf('Électricité 10 A')).toEqual(['NU']);
    expect(typesOf('Véhicule supplémentaire')).toHaveLength(8);
    expect(rows.find((e) => e.label === 'Location barbecue à gaz')).toMatchObject({
      priceCents: 1500,
      isStockManaged: true,
      stockQuantity: 15,
      pricingMode: 'stay',
    });
  });

  it('charges the tourist tax and the Landes additional tax this year and next, minors exempt', () => {
    const rows = t.db.select().from(taxes).all();
    expect(rows.map((r) => [r.label, r.additionalRateBp])).toEqual([['Taxe de séjour', 1000]]);
    const tourist = rows[0];
    const periods = t.db
      .select()
      .from(taxPricePeriods)
      .where(eq(taxPricePeriods.taxId, tourist?.id ?? 0))
      .orderBy(asc(taxPricePeriods.startDate))
      .all();
    // The test clock is on 2026-11-22.
    expect(periods.map((p) => [p.startDate, p.endDate, p.price])).toEqual([
      ['2026-01-01', '2026-12-31', 60],
      ['2027-01-01', '2027-12-31', 60],
    ]);
    const exempt = t.db
      .select()
      .from(taxExemptAgeCategories)
      .where(eq(taxExemptAgeCategories.taxId, tourist?.id ?? 0))
      .all();
    const minors = t.db
      .select()
      .from(ageCategories)
      .all()
      .filter((c) => c.ageFrom < 18);
    expect(exempt.map((e) => e.ageCategoryId).sort()).toEqual(minors.map((c) => c.id).sort());
  });

  it('has two tour operators with allotments on its own mobile homes and lodges for the booked and the coming season', () => {
    const rows = t.db.select().from(partners).all();
    expect(rows.map((p) => p.name)).toEqual(['Océan Tours Vacances', 'Noordzon Kampeerreizen']);
    // The 2026 season the demo's bookings fill, and the coming one (the test clock is in November 2026).
    expect(siteContents(t).allotments).toEqual([
      ['MH2', '2026-05-01', 10],
      ['MH3', '2026-06-01', 5],
      ['MH2', '2027-05-01', 10],
      ['MH3', '2027-06-01', 5],
      ['MH3', '2026-04-15', 6],
      ['LODGE', '2026-06-15', 4],
      ['MH3', '2027-04-15', 6],
      ['LODGE', '2027-06-15', 4],
    ]);
  });

  it('adds the towns in their departments, and the customers live in them', () => {
    const landes = t.db.select().from(departments).where(eq(departments.code, '40')).get();
    const rows = t.db.select().from(towns).all();
    expect(rows).toHaveLength(demoTowns.length);
    expect(rows.every((town) => town.departmentId !== null)).toBe(true);
    expect(rows.find((town) => town.name === 'Vieux-Boucau-les-Bains')).toMatchObject({
      postalCode: '40480',
      inseeCode: '40328',
      departmentId: landes?.id,
    });
    const known = new Set(rows.map((town) => `${town.postalCode} ${town.name}`));
    const addresses = t.db.select().from(customerAddresses).all();
    expect(addresses).toHaveLength(500);
    expect(addresses.every((a) => known.has(`${a.postalCode} ${a.town}`))).toBe(true);
  });

  it('gives plausible customers: 06 mobiles, unique e-mails, a few companies', () => {
    const rows = customerRows(t);
    const mobiles = rows.map((c) => c.mobile).filter((m) => m !== null);
    expect(mobiles.length).toBeGreaterThan(400);
    expect(mobiles.every((m) => /^06\d{8}$/.test(m ?? ''))).toBe(true);
    const emails = rows.map((c) => c.email).filter((e) => e !== null);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => /@example\.(com|net|org)$/.test(e ?? ''))).toBe(true);
    const companies = rows.filter((c) => c.isLegalEntity);
    expect(companies.length).toBeGreaterThan(5);
    expect(companies.every((c) => c.companyName && /^\d{14}$/.test(c.siret ?? ''))).toBe(true);
    expect(rows.some((c) => c.newsletter) && rows.some((c) => !c.newsletter)).toBe(true);
    expect(rows[0]?.code).toBe('C000001');
  });

  it('prices a 2026 and a 2027 season: pitches by the night, rentals by the week in July–August, five offers a year', () => {
    expect(siteContents(t).grids).toEqual(['Emplacements 2026-2027', 'Locatifs 2026-2027']);
    expect(siteContents(t).offers).toEqual(
      [2026, 2027].flatMap((y) =>
        ['Week-end détente', 'Court séjour', '7 nuits pour 6', 'Dernière minute', 'Réservation anticipée'].map(
          (label) => `${label} ${y}`,
        ),
      ),
    );
    expect(
      t.db
        .select()
        .from(specialOffers)
        .all()
        .map((o) => o.type)
        .slice(0, 5),
    ).toEqual([2, 1, 4, 7, 8]);
  });

  it('quotes three low-season nights on an electrified pitch for two adults: 3 × 23 € less the 10 € short-stay offer, plus the tourist taxes', async () => {
    const elec = t.db.select().from(placeTypes).where(eq(placeTypes.shortCode, 'ELEC')).get();
    const adult = t.db.select().from(ageCategories).where(eq(ageCategories.ageFrom, 18)).get();
    const res = await admin.post('/rest/price/quote', {
      placeTypeId: elec?.id,
      arrival: '2027-05-10',
      departure: '2027-05-13',
      bookingDate: '2027-05-01',
      occupants: [{ ageCategoryId: adult?.id, count: 2 }],
    });
    const q = await res.json();
    expect(res.status, JSON.stringify(q)).toBe(200);
    // 69 € of nights − 10 € (Court séjour 2027) = 59 €; tourist tax 2 adults × 3 nights × 0,60 € = 3,60 €
    // and the Landes additional tax, 10 % of it, 0,36 € on its own line.
    expect(q.nights).toBe(3);
    expect(q.lines.find((l: { kind: number }) => l.kind === 1)).toMatchObject({
      quantity: 3,
      unitCents: 2300,
      amountCents: 6900,
    });
    expect(q.totals).toMatchObject({ totalCents: 6900 - 1000 + 360 + 36, touristTaxCents: 360 + 36 });
  });

  it("includes electricity in the electrified and premium pitches' price, not the bare pitch's: 3 × 0,00 € there, 3 × 5,50 € on a bare pitch", async () => {
    const typeId = (code: string) => t.db.select().from(placeTypes).where(eq(placeTypes.shortCode, code)).get()?.id;
    const adult = t.db.select().from(ageCategories).where(eq(ageCategories.ageFrom, 18)).get();
    const power = t.db.select().from(extras).where(eq(extras.label, 'Électricité 10 A')).get();
    const electricityOn = async (code: string) => {
      const res = await admin.post('/rest/price/quote', {
        placeTypeId: typeId(code),
        arrival: '2027-05-10',
        departure: '2027-05-13',
        bookingDate: '2027-05-01',
        occupants: [{ ageCategoryId: adult?.id, count: 2 }],
        extras: [{ extraId: power?.id, quantity: 1 }],
      });
      const q = await res.json();
      expect(res.status, JSON.stringify(q)).toBe(200);
      return q.lines
        .filter((l: { kind: number }) => l.kind === 7)
        .map((l: { label: string; amountCents: number }) => [l.label, l.amountCents]);
    };
    const included = [["Électricité 10 A (inclus dans le type d'emplacement) (Basse saison printemps 2027)", 0]];
    expect(await electricityOn('ELEC')).toEqual(included);
    expect(await electricityOn('PREMIUM')).toEqual(included);
    expect(await electricityOn('NU')).toEqual([['Électricité 10 A (Basse saison printemps 2027)', 3 * 550]]);
  });

  it('quotes nine nights in a 2-bedroom mobile home in July booked in January: a week and two extra nights, 10 % early booking, the booking fee', async () => {
    const mh2 = t.db.select().from(placeTypes).where(eq(placeTypes.shortCode, 'MH2')).get();
    const adult = t.db.select().from(ageCategories).where(eq(ageCategories.ageFrom, 18)).get();
    const child = t.db.select().from(ageCategories).where(eq(ageCategories.ageFrom, 2)).get();
    const res = await admin.post('/rest/price/quote', {
      placeTypeId: mh2?.id,
      arrival: '2027-07-03',
      departure: '2027-07-12',
      bookingDate: '2027-01-10',
      occupants: [
        { ageCategoryId: adult?.id, count: 2 },
        { ageCategoryId: child?.id, count: 2 },
      ],
    });
    const q = await res.json();
    expect(res.status, JSON.stringify(q)).toBe(200);
    // 790 € + 2 × 120 € = 1 030 €; early booking − 103 €; booking fee 15 €; tax 2 adults × 9 nights × 0,60 € = 10,80 €
    // (children exempt) and the Landes' 10 % on it, 1,08 €.
    expect(q.totals).toMatchObject({ totalCents: 103000 - 10300 + 1500 + 1080 + 108, touristTaxCents: 1080 + 108 });
  });

  describe('its 2026 season (the test clock is on 22 November 2026: the season is over)', () => {
    const nightsIn = (from: string, to: string) => sql<number>`coalesce(sum(max(0,
      julianday(min(${occupancies.endDate}, ${to})) - julianday(max(${occupancies.startDate}, ${from})))), 0)`;
    const bookable = () =>
      t.db
        .select({ n: sql<number>`count(*)` })
        .from(places)
        .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
        .where(sql`${placeTypes.shortCode} <> 'PARCELLE'`)
        .get()?.n ?? 0;

    it('saves about 3,000 bookings: reservations, options with their validity, quotes, about 5 % cancelled with a reason', () => {
      const rows = t.db.select().from(bookings).all();
      expect(count('bookings')).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(2700);
      expect(rows.length).toBeLessThan(3500);
      const share = (f: (b: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
      expect(share((b) => b.kind === 3 && b.state === 'NORMAL')).toBeGreaterThan(0.75);
      const options = rows.filter((b) => b.kind === 2);
      expect(options.length).toBeGreaterThan(100);
      expect(options.every((b) => b.optionValidUntil !== null && b.optionValidUntil < b.startDate)).toBe(true);
      const quotes = rows.filter((b) => b.kind === 1);
      expect(quotes.length).toBeGreaterThan(80);
      // Numbered in the year they were made: the season opened for booking in October 2025.
      expect(quotes.every((b) => /^D2[56]-\d{5}$/.test(b.quoteNumber ?? '') && b.code === null)).toBe(true);
      const cancelled = rows.filter((b) => b.state === 'CANCELLED');
      expect(cancelled.length / rows.length).toBeGreaterThan(0.03);
      expect(cancelled.length / rows.length).toBeLessThan(0.07);
      expect(cancelled.every((b) => b.cancellationReason && b.cancelledAt && b.cancelledAt >= b.createdAt)).toBe(true);
      // Priced by the engine: each has its lines and a total; booked before its arrival, in 2025-2026.
      expect(rows.every((b) => b.totalCents > 0 && b.createdAt.slice(0, 10) <= b.startDate)).toBe(true);
      expect(
        rows.every((b) => b.createdAt >= '2025-10-01' && b.startDate >= '2026-04-01' && b.endDate <= '2026-10-31'),
      ).toBe(true);
      const held = t.db.select().from(occupancies).where(eq(occupancies.holdsPlace, true)).all();
      expect(held.length).toBe(rows.filter((b) => b.kind !== 1 && b.state === 'NORMAL').length);
    });

    it("has partner stays on their allotments, and a few partner bookings of the site's own places", () => {
      const allotted = t.db.select().from(occupancies).where(eq(occupancies.stayKind, 'ALLOTMENT')).all();
      expect(allotted.length).toBeGreaterThan(150);
      const allotments = new Map(
        t.db
          .select()
          .from(partnerAllotments)
          .all()
          .map((a) => [a.id, a]),
      );
      for (const o of allotted) {
        const a = allotments.get(o.allotmentId ?? 0);
        expect(a?.placeTypeId).toBe(o.placeTypeId);
        expect(a && a.startDate <= o.startDate && o.endDate <= a.endDate).toBe(true);
      }
      const partnerBookings = t.db.select().from(bookings).where(sql`${bookings.partnerId} is not null`).all();
      expect(partnerBookings.length).toBeGreaterThan(allotted.length);
      expect(partnerBookings.every((b) => b.commissionCents > 0)).toBe(true);
    });

    it('holds 55 to 65 % of the nights of July–August, with arrivals and departures every day', () => {
      const held = t.db
        .select({ nights: nightsIn('2026-07-01', '2026-09-01') })
        .from(occupancies)
        .where(eq(occupancies.holdsPlace, true))
        .get();
      const rate = (held?.nights ?? 0) / (bookable() * 62);
      expect(rate).toBeGreaterThan(0.55);
      expect(rate).toBeLessThan(0.65);
      const days = (column: typeof occupancies.startDate | typeof occupancies.endDate) =>
        t.db
          .selectDistinct({ day: column })
          .from(occupancies)
          .where(sql`${occupancies.holdsPlace} = 1 and ${column} between '2026-07-01' and '2026-08-31'`)
          .all().length;
      expect(days(occupancies.startDate)).toBe(62);
      expect(days(occupancies.endDate)).toBe(62);
      const may = t.db
        .select({ nights: nightsIn('2026-05-01', '2026-06-01') })
        .from(occupancies)
        .where(eq(occupancies.holdsPlace, true))
        .get();
      expect((may?.nights ?? 0) / (bookable() * 31)).toBeLessThan(rate / 2);
    });

    it('has parties with ages and nationalities, animals, vehicles with French plates and extras; guests come and gone', () => {
      const people = t.db.select().from(occupants).all();
      expect(people.length).toBeGreaterThan(8000);
      expect(people.every((p) => p.birthDate !== null && p.nationalityId !== null)).toBe(true);
      expect(new Set(people.map((p) => p.ageCategoryId)).size).toBe(4);
      const france = t.db.select({ id: sql<number>`id` }).from(sql`countries`).where(sql`iso_code = 'FR'`).get();
      const french = people.filter((p) => p.nationalityId === france?.id).length / people.length;
      expect(french).toBeGreaterThan(0.6);
      expect(french).toBeLessThan(0.8);
      expect(new Set(people.map((p) => p.nationalityId)).size).toBe(8);
      expect(t.db.select().from(bookingAnimals).all().length).toBeGreaterThan(300);
      const vehicles = t.db.select().from(bookingVehicles).all();
      expect(vehicles.length).toBeGreaterThan(2500);
      expect(vehicles.every((v) => /^[A-Z]{2}-\d{3}-[A-Z]{2}$/.test(v.plate ?? ''))).toBe(true);
      // Animals and vehicles are charged through the extra their type is mapped to, not added by hand.
      expect(
        new Set(
          t.db
            .select()
            .from(bookingExtras)
            .all()
            .map((e) => e.extraId),
        ).size,
      ).toBe(6);
      expect(
        t.db
          .select()
          .from(activityPeriods)
          .all()
          .map((p) => [p.startDate, p.endDate]),
      ).toEqual([
        ['2026-04-01', '2026-10-31'],
        ['2027-04-01', '2027-10-31'],
      ]);
      const held = t.db.select().from(occupancies).where(sql`holds_place = 1`).all();
      expect(held.every((o) => o.isArrived && o.isGone && o.goneAt?.startsWith(o.endDate))).toBe(true);
      const notHeld = t.db.select().from(occupancies).where(sql`holds_place = 0`).all();
      expect(notHeld.some((o) => o.isArrived)).toBe(false);
    });

    it("charges a dog and a car on a demo stay through their types' extras: 4,00 € and 3,50 € a night", () => {
      const stay = t.db.$client
        .prepare(
          `SELECT o.id, CAST(julianday(o.end_date) - julianday(o.start_date) AS INTEGER) AS nights
           FROM occupancies o
           JOIN booking_animals a ON a.occupancy_id = o.id JOIN animal_types at ON at.id = a.animal_type_id
           JOIN booking_vehicles v ON v.occupancy_id = o.id JOIN vehicle_types vt ON vt.id = v.vehicle_type_id
           WHERE at.label = 'Chien' AND vt.label = 'Voiture' AND o.is_cancelled = 0
             AND (SELECT count(*) FROM booking_animals WHERE occupancy_id = o.id) = 1
             AND (SELECT count(*) FROM booking_vehicles WHERE occupancy_id = o.id) = 1
           ORDER BY o.id LIMIT 1`,
        )
        .get() as { id: number; nights: number };
      const charged = t.db.$client
        .prepare(
          `SELECT kind, sum(amount_cents) AS cents FROM booking_lines
           WHERE occupancy_id = ? AND kind IN (4, 5) GROUP BY kind ORDER BY kind`,
        )
        .all(stay.id);
      // By hand: the « Animal » and « Véhicule supplémentaire » options of the grid, by the night.
      expect(charged).toEqual([
        { kind: 4, cents: stay.nights * 400 },
        { kind: 5, cents: stay.nights * 350 },
      ]);
    });

    it('prices a booking exactly like the reception quote: 4 July nights on pitch 23 for 2 adults, a teenager and a child, booked in March', async () => {
      const [row] = t.db
        .select({ booking: bookings, occupancy: occupancies })
        .from(bookings)
        .innerJoin(occupancies, eq(occupancies.bookingId, bookings.id))
        .innerJoin(places, eq(places.id, occupancies.placeId))
        .where(sql`${places.number} = '23' and ${occupancies.startDate} = '2026-07-02'`)
        .all();
      expect(row?.booking).toMatchObject({ kind: 3, state: 'NORMAL', endDate: '2026-07-06' });
      const party = t.db
        .select()
        .from(occupants)
        .where(eq(occupants.occupancyId, row?.occupancy.id ?? 0))
        .all();
      const vehicles = t.db
        .select()
        .from(bookingVehicles)
        .where(eq(bookingVehicles.occupancyId, row?.occupancy.id ?? 0))
        .all();
      const categories = new Map(
        t.db
          .select()
          .from(ageCategories)
          .all()
          .map((c) => [c.id, c.label]),
      );
      expect(party.map((p) => categories.get(p.ageCategoryId)).sort()).toEqual([
        'Adolescent',
        'Adulte',
        'Adulte',
        'Enfant',
      ]);
      const byCategory = new Map<number, number>();
      for (const p of party) byCategory.set(p.ageCategoryId, (byCategory.get(p.ageCategoryId) ?? 0) + 1);
      const res = await admin.post('/rest/price/quote', {
        placeId: row?.occupancy.placeId,
        arrival: '2026-07-02',
        departure: '2026-07-06',
        bookingDate: row?.booking.createdAt.slice(0, 10),
        occupants: [...byCategory].map(([ageCategoryId, n]) => ({ ageCategoryId, count: n })),
        vehicles: vehicles.map((v) => ({ vehicleTypeId: v.vehicleTypeId, quantity: 1 })),
      });
      const q = await res.json();
      expect(res.status, JSON.stringify(q)).toBe(200);
      // By hand: 4 high-season nights × 42 € = 168 €; the teenager 4 × 6 € = 24 €, the child 4 × 5 € = 20 €;
      // short stay (3 to 4 nights) − 10 €; booked on 5 March, 90 days ahead: early booking 10 % of
      // the nights, − 16,80 €; tourist tax 2 adults × 4 nights × 0,60 € = 4,80 € and the Landes' 10 %, 0,48 €.
      const byHand = 16800 + 2400 + 2000 - 1000 - 1680 + 480 + 48;
      expect(row?.booking.createdAt.slice(0, 10)).toBe('2026-03-05');
      expect(q.totals.totalCents).toBe(byHand);
      expect(row?.booking.totalCents).toBe(byHand);
    });
  });

  it('run twice without force changes nothing and says the demo is already there', async () => {
    const before = { site: siteContents(t), establishment: t.db.select().from(establishments).all() };
    t.clock.advance(60_000);
    const res = await runDemo(t);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('ALREADY_INSTALLED');
    expect(siteContents(t)).toEqual(before.site);
    expect(t.db.select().from(establishments).all()).toEqual(before.establishment);
  });

  it('with force on a demo site replaces the demo by the same data, without doubling it', {
    timeout: 2 * DEMO_RUN_MS,
  }, async () => {
    const first = siteContents(t);
    // Demo rows the staff changed since: force takes them away and makes them again as they were.
    // A partner whose allotments carry stays: its unchanged allotments keep their rows.
    const partner = t.db.select().from(partners).get();
    const item = await (await admin.get(`/rest/partner/partner/edit/${partner?.id}`)).json();
    expect((await admin.post('/rest/partner/partner/edit', { ...item, name: 'Océan Tours' })).status).toBe(200);
    const barbecue = t.db.select().from(extras).where(eq(extras.label, 'Location barbecue à gaz')).get();
    const extra = await (await admin.get(`/rest/extra/extra/edit/${barbecue?.id}`)).json();
    expect((await admin.post('/rest/extra/extra/edit', { ...extra, label: 'Barbecue' })).status).toBe(200);
    const m01 = t.db.select().from(places).where(eq(places.number, 'M01')).get();
    const place = await (await admin.get(`/rest/place/place/edit/${m01?.id}`)).json();
    expect((await admin.post('/rest/place/place/edit', { ...place, number: 'M01B' })).status).toBe(200);
    t.clock.advance(60_000);
    const forced = await (await runDemo(t, { force: true })).json();
    expect(forced.status).toBe('INSTALLED');
    expect(siteContents(t)).toEqual(first);
    expect(customerRows(t)).toHaveLength(500);
    expect(t.db.select().from(places).all()).toHaveLength(255);
  });

  it('is deterministic: a fresh site gets the same data, even after a run that failed midway left nothing half-written (one transaction)', {
    timeout: 3 * DEMO_RUN_MS,
  }, async () => {
    // One fresh site for both: the failed run must leave it as empty as a new database.
    const other = await makeTestApp();
    try {
      // The last step fails a thousand bookings in: the site made before it goes too.
      other.db.$client.exec(`CREATE TRIGGER demo_fails BEFORE INSERT ON bookings
        WHEN (SELECT count(*) FROM bookings) >= 1000 BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
      expect((await runDemo(other)).status).toBe(500);
      expect(customerRows(other)).toHaveLength(0);
      for (const table of [
        places,
        placeTypes,
        layouts,
        features,
        extras,
        taxes,
        partners,
        towns,
        bookings,
        occupancies,
      ]) {
        expect(other.db.select().from(table).all()).toHaveLength(0);
      }
      expect(other.db.select().from(placeChannels).all()).toHaveLength(0);
      expect(other.db.select().from(ageCategories).all()).toHaveLength(4);
      expect(
        other.db
          .select()
          .from(establishments)
          .all()
          .every((e) => e.corporateName === ''),
      ).toBe(true);
      other.db.$client.exec('DROP TRIGGER demo_fails');
      expect((await (await runDemo(other)).json()).status).toBe('INSTALLED');
      expect(siteContents(other)).toEqual(siteContents(t));
    } finally {
      other.close();
    }
  });

  it("with force, keeps a demo row the staff's own rows now use (a place typed by hand on a demo type, a stay booked for a demo customer)", {
    timeout: 2 * DEMO_RUN_MS,
  }, async () => {
    const mh2 = t.db.select().from(placeTypes).where(eq(placeTypes.shortCode, 'MH2')).get();
    const hand = { id: 0, number: 'M99', typeId: mh2?.id, capacity: 4 };
    expect((await admin.post('/rest/place/place/edit', hand)).status).toBe(200);
    const [guest] = customerRows(t);
    const pitch = t.db.select().from(places).where(eq(places.number, '1')).get();
    const adult = t.db.select().from(ageCategories).where(eq(ageCategories.ageFrom, 18)).get();
    const stay = { placeId: pitch?.id, startDate: '2027-07-10', endDate: '2027-07-12' };
    const own = await admin.post('/rest/booking/booking/edit', {
      customerId: guest?.id,
      kind: 3,
      occupancies: [{ ...stay, occupants: [{ ageCategoryId: adult?.id }, { ageCategoryId: adult?.id }] }],
    });
    expect(own.status, await own.clone().text()).toBe(200);
    const ownId = (await own.json()).item.id;
    const forced = await runDemo(t, { force: true });
    expect(forced.status).toBe(200);
    expect(t.db.select().from(places).where(eq(places.number, 'M99')).get()?.typeId).toBe(mh2?.id);
    expect(t.db.select().from(placeTypes).all()).toHaveLength(8);
    expect(t.db.select().from(places).all()).toHaveLength(256);
    // The staff's stay and its customer stay; the demo makes its 500 customers again beside them.
    expect(t.db.select().from(bookings).where(eq(bookings.id, ownId)).get()?.customerId).toBe(guest?.id);
    expect(customerRows(t)).toHaveLength(501);
  });
});

describe('init-demo: when it refuses or fails', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  it('is refused on real data (a customer, a place and its type typed by hand) unless forced', {
    timeout: 2 * DEMO_RUN_MS,
  }, async () => {
    const admin = await t.signIn();
    await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Lalanne', firstName: 'Paul' });
    const typeId = await createPlaceType(admin, 'Emplacement');
    expect((await admin.post('/rest/place/place/edit', { id: 0, number: '1', typeId, capacity: 6 })).status).toBe(200);
    const refused = await admin.post(initDemo, {});
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.serverMessage).toBe('DEMO_REAL_DATA');
    expect(body.message).toContain('1 client');
    expect(body.message).toContain('1 emplacement');
    expect(body.message).toContain("1 type d'hébergement");
    expect(customerRows(t)).toHaveLength(1);

    const forced = await admin.post(initDemo, { force: true });
    expect((await forced.json()).status).toBe('INSTALLED');
    expect(customerRows(t)).toHaveLength(501);
    expect(customerRows(t)[0]).toMatchObject({ lastName: 'Lalanne', firstName: 'Paul' });
    // Place 1 was there: the demo keeps it as it is rather than numbering a second one.
    expect(t.db.select().from(places).all()).toHaveLength(255);
    expect(t.db.select().from(places).where(eq(places.number, '1')).get()?.typeId).toBe(typeId);
  });

  it('is refused on a database whose establishment was filled in, or whose season was entered', async () => {
    const admin = await t.signIn();
    await admin.post('/rest/establishment/establishment/edit', { id: 1, corporateName: 'Camping Les Flots Bleus' });
    const refused = await (await admin.post(initDemo, {})).json();
    expect(refused.serverMessage).toBe('DEMO_REAL_DATA');
    expect(refused.message).toContain('un établissement renseigné');

    const other = await makeTestApp();
    try {
      const otherAdmin = await other.signIn();
      const season = { id: 0, label: 'Saison 2027', startDate: '2027-04-01', endDate: '2027-10-15' };
      expect((await otherAdmin.post('/rest/admin/activity-period/edit', season)).status).toBe(200);
      const answer = await (await otherAdmin.post(initDemo, {})).json();
      expect(answer.message).toContain("1 période d'activité");
    } finally {
      other.close();
    }
  });

  it('is refused on a database whose prices were entered (a price grid typed by hand)', async () => {
    const admin = await t.signIn();
    const typeId = await createPlaceType(admin, 'Emplacement');
    const [adult] = (await (await admin.get('/rest/reference/age-category')).json()).filter(
      (c: { label: string }) => c.label === 'Adulte',
    );
    const grid = {
      id: 0,
      label: 'Été 2027',
      priceModel: 1,
      includedPersons: 2,
      minPersons: 1,
      maxPersons: 6,
      periods: [
        {
          label: 'Saison',
          startDate: '2027-04-01',
          endDate: '2027-09-30',
          prices: [
            { placeTypeId: typeId, nightCents: 2000, occupants: [{ ageCategoryId: adult.id, mode: 1, cents: 500 }] },
          ],
        },
      ],
    };
    expect((await admin.post('/rest/price/grid/edit', grid)).status).toBe(200);
    const refused = await (await admin.post(initDemo, {})).json();
    expect(refused.serverMessage).toBe('DEMO_REAL_DATA');
    expect(refused.message).toContain('1 grille tarifaire');
  });

  it('is for system users only: an administrator without the systeme flag gets 401', async () => {
    await t.addUser({ login: 'boss', password: 'boss-pass', isAdmin: true });
    const boss = await t.signIn({ login: 'boss', password: 'boss-pass' });
    const res = await boss.post(initDemo, {});
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect(customerRows(t)).toHaveLength(0);
  });
});

// The CLI runs in its own process: started as the file loads, its demo builds while the in-process
// ones above run (a core each), and its test only reads what it answered.
const cli = (() => {
  const bin = path.resolve('cli/bivouac.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-demo-'));
  const bivouac = (...args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, BIVOUAC_DATA_DIR: dataDir } });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        err += chunk;
      });
      child.on('close', (code) => resolve({ code, out, err }));
    });
  const rowCount = (table: typeof customers | typeof places | typeof bookings) => {
    const db = openDatabase(databaseFile(dataDir));
    try {
      return db.select().from(table).all().length;
    } finally {
      db.$client.close();
    }
  };
  const runs = (async () => {
    const first = await bivouac('init-demo');
    const again = await bivouac('init-demo');
    const installed = { customers: rowCount(customers), bookings: rowCount(bookings) };
    const forced = await bivouac('init-demo', '--force');
    const replaced = { customers: rowCount(customers), bookings: rowCount(bookings), places: rowCount(places) };
    return { first, again, installed, forced, replaced };
  })();
  // Awaited by its test; a failure is reported there, not as an unhandled rejection.
  runs.catch(() => undefined);
  return { dataDir, runs };
})();

describe('bivouac init-demo', () => {
  afterAll(async () => {
    await cli.runs.catch(() => undefined);
    fs.rmSync(cli.dataDir, { recursive: true, force: true });
  });

  it('installs the demo, then says it is already there, then replaces it with --force', {
    timeout: 3 * DEMO_RUN_MS,
  }, async () => {
    const { first, again, installed, forced, replaced } = await cli.runs;
    expect(first.code).toBe(0);
    expect(first.out).toContain('Camping des Pins');
    expect(first.out).toMatch(/Clients : 500/);
    expect(first.out).toMatch(/Emplacements : 255/);
    expect(again.code).toBe(0);
    expect(again.out).toContain('déjà installée');
    expect(installed.customers).toBe(500);
    const season = installed.bookings;
    expect(season).toBeGreaterThan(2700);
    expect(forced.out).toMatch(/Clients : 500/);
    expect(replaced.customers).toBe(500);
    expect(replaced.bookings).toBe(season);
    expect(replaced.places).toBe(255);
  });
});
