// Early departure by the site's preference: the stay ends on the departure date (its place free for the
// unused nights) while its lines stay as booked; early-departure lines (kind 21) carry the refund
// (none, every unused night, or by the rule: a share less a fee, with the minimum notice) and the
// tourist tax of the unused nights, refunded or not. Every amount computed by hand below.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingHistory } from '../../service/domains/booking/schema';
import { addTouristTax, type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

// Today is 1 July 2026: the stay of 10 to 14 July is ahead, so the minimum notice can be met or not.
let t: TestApp;
let admin: Client;
let site: BookingSite;
beforeEach(async () => {
  t = await makeTestApp({ now: '2026-07-01T09:00:00Z' });
  admin = await t.signIn();
  site = await bookingSite(admin);
  // Taxe de séjour 0,66 € per adult and night.
  await addTouristTax(admin);
});
afterEach(() => t.close());

type Line = { kind: number; key: string; label: string; amountCents: number; vatBp: number };
type Booking = {
  id: number;
  totalCents: number;
  touristTaxCents: number;
  downPaymentCents: number;
  balanceCents: number;
  lines: Line[];
  occupancies: { id: number; endDate: string; earlyDepartureFrom: string | null }[];
};

const TAX_KINDS = [2, 3];
// Four high-season nights of 10 to 14 July for two adults: pitch 4 × 35 € = 140 € (VAT 10 %),
// electricity 4 × 4,50 € = 18 € (VAT 20 %); tax 2 adults × 4 nights × 0,66 € = 5,28 €.
const STAY = 14_000 + 1_800;
const TAX_BOOKED = 528;
// Leaving on 12 July: 2 nights unused, pitch 70 € and electricity 9 €; tax of the 2 nights stayed 2,64 €.
const TAX_STAYED = 264;

async function book(placeIndex = 0): Promise<Booking> {
  const body = bookingBody(site, {
    placeId: site.places[placeIndex],
    extras: [{ extraId: site.electricityId, quantity: 1 }],
  });
  return (await ok(await admin.post('/rest/booking/booking/edit', body))).item;
}

const leaveEarly = async (occupancyId: number, departureDate: string): Promise<Booking> =>
  (await ok(await admin.post(`/rest/booking/occupancy/${occupancyId}/early-departure`, { departureDate }))).item;

const prefer = async (change: Record<string, unknown>) =>
  ok(await admin.post('/rest/preference/early_departure', change));

const sum = (lines: readonly Line[]) => lines.reduce((s, l) => s + l.amountCents, 0);
/** The tourist tax the guest pays: the tax lines, and the early-departure line that refunds or charges it. */
const taxPaid = (b: Booking) =>
  sum(b.lines.filter((l) => TAX_KINDS.includes(l.kind) || l.key === 'early-departure:tax'));
const refundLines = (b: Booking) =>
  b.lines
    .filter((l) => l.kind === 21 && l.key !== 'early-departure:tax')
    .map((l) => [l.label, l.amountCents, l.vatBp / 100]);

const NONE = [['Nuits non consommées non remboursées', 0, 10]];
const ALL = [
  ['Remboursement des nuits non consommées', -7_000, 10],
  ['Remboursement des nuits non consommées', -900, 20],
];

describe('early departure under each early-departure preference', () => {
  // [rule, rate, fee, notice days, refund tax, refund lines, total]; notice from 1 July to 12 July is 11 days.
  const table: [string, string, number, number, number, boolean, (string | number)[][], number][] = [
    ['aucun remboursement, taxe remboursée', 'none', 0, 0, 0, true, NONE, STAY + TAX_STAYED],
    ['aucun remboursement, taxe non remboursée', 'none', 0, 0, 0, false, NONE, STAY + TAX_BOOKED],
    ['nuits non consommées remboursées, taxe remboursée', 'unused_nights', 0, 0, 0, true, ALL, 7_900 + TAX_STAYED],
    ['nuits non consommées remboursées, taxe non remboursée', 'unused_nights', 0, 0, 0, false, ALL, 7_900 + TAX_BOOKED],
    // Every unused night is refunded whatever the notice: the notice belongs to the rule.
    [
      'nuits non consommées remboursées sans préavis suffisant',
      'unused_nights',
      0,
      0,
      15,
      true,
      ALL,
      7_900 + TAX_STAYED,
    ],
    [
      // 80 % of 70 € = 56 €, of 9 € = 7,20 €, less the 10 € fee.
      'selon la règle (80 %, 10 € retenus, préavis de 5 jours respecté), taxe remboursée',
      'rule',
      8_000,
      1_000,
      5,
      true,
      [
        ['Remboursement des nuits non consommées (80 %)', -5_600, 10],
        ['Remboursement des nuits non consommées (80 %)', -720, 20],
        ['Frais de départ anticipé retenus', 1_000, 10],
      ],
      STAY - 5_600 - 720 + 1_000 + TAX_STAYED,
    ],
    [
      'selon la règle (50 %, 10 € retenus, préavis respecté), taxe non remboursée',
      'rule',
      5_000,
      1_000,
      11,
      false,
      [
        ['Remboursement des nuits non consommées (50 %)', -3_500, 10],
        ['Remboursement des nuits non consommées (50 %)', -450, 20],
        ['Frais de départ anticipé retenus', 1_000, 10],
      ],
      STAY - 3_950 + 1_000 + TAX_BOOKED,
    ],
    [
      // 10 % is 7 € + 0,90 €: the fee kept never exceeds the refund.
      'selon la règle (10 %, 10 € retenus) : les frais retenus ne dépassent pas le remboursement',
      'rule',
      1_000,
      1_000,
      0,
      true,
      [
        ['Remboursement des nuits non consommées (10 %)', -700, 10],
        ['Remboursement des nuits non consommées (10 %)', -90, 20],
        ['Frais de départ anticipé retenus', 790, 10],
      ],
      STAY + TAX_STAYED,
    ],
    [
      'selon la règle sans le préavis minimum (15 jours) : rien remboursé, taxe remboursée',
      'rule',
      8_000,
      1_000,
      15,
      true,
      [['Nuits non consommées non remboursées', 0, 10]],
      STAY + TAX_STAYED,
    ],
    [
      'selon la règle sans le préavis minimum : rien remboursé, taxe non remboursée',
      'rule',
      8_000,
      1_000,
      12,
      false,
      [['Nuits non consommées non remboursées', 0, 10]],
      STAY + TAX_BOOKED,
    ],
  ];

  it.each(table)('Départ anticipé %s', async (_name, rule, rate, fee, notice, refundTax, lines, total) => {
    await prefer({
      refundRule: rule,
      refundRate: rate || 10_000,
      refundFeeCents: fee,
      minimumNoticeDays: notice,
      refundTouristTax: refundTax,
    });
    const booked = await book();
    expect(booked.totalCents).toBe(STAY + TAX_BOOKED);
    const left = await leaveEarly(booked.occupancies[0].id, '2026-07-12');
    // The stay's lines stay as booked for the full stay.
    expect(sum(left.lines.filter((l) => l.kind === 1))).toBe(14_000);
    expect(sum(left.lines.filter((l) => l.kind === 7))).toBe(1_800);
    expect(refundLines(left)).toEqual(lines);
    expect(taxPaid(left)).toBe(refundTax ? TAX_STAYED : TAX_BOOKED);
    expect(sum(left.lines.filter((l) => TAX_KINDS.includes(l.kind)))).toBe(TAX_STAYED);
    expect(left.totalCents).toBe(total);
    expect(left.downPaymentCents + left.balanceCents).toBe(total);
  });
});

describe('early departure', () => {
  it("Aucun remboursement, taxe de séjour des nuits non consommées remboursée: an arrived guest leaving 2 days early keeps the nights' price and pays the tax of the nights stayed only", async () => {
    await prefer({ refundRule: 'none', refundTouristTax: true });
    const booked = await book();
    const id = booked.occupancies[0].id;
    await ok(await admin.post(`/rest/booking/occupancy/${id}/arrived`, { value: true }));
    const left = await leaveEarly(id, '2026-07-12');
    expect(sum(left.lines.filter((l) => !TAX_KINDS.includes(l.kind) && l.kind !== 21))).toBe(STAY);
    expect(taxPaid(left)).toBe(TAX_STAYED);
    expect(left.totalCents).toBe(STAY + TAX_STAYED);
  });

  it('the stay ends on the departure date: the place is free for the unused nights, the booked end kept', async () => {
    await prefer({ refundRule: 'unused_nights' });
    const booked = await book();
    const left = await leaveEarly(booked.occupancies[0].id, '2026-07-12');
    expect(left.occupancies[0]).toMatchObject({ endDate: '2026-07-12', earlyDepartureFrom: '2026-07-14' });
    const next = bookingBody(site, { startDate: '2026-07-12', endDate: '2026-07-14' });
    await ok(await admin.post('/rest/booking/booking/edit', next));
  });

  it('a departure outside the stay as booked is refused with EARLY_DEPARTURE_OUTSIDE_STAY', async () => {
    const booked = await book();
    for (const departureDate of ['2026-07-10', '2026-07-14', '2026-07-20']) {
      const res = await admin.post(`/rest/booking/occupancy/${booked.occupancies[0].id}/early-departure`, {
        departureDate,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).serverMessage).toBe('EARLY_DEPARTURE_OUTSIDE_STAY');
    }
  });

  it('records one EARLY_DEPARTURE history entry saying what was refunded, and bumps the version once', async () => {
    await prefer({ refundRule: 'unused_nights', refundTouristTax: true });
    const booked = await book();
    const before = t.db.select().from(bookingHistory).all().length;
    const version = t.db.select().from(bookingHistory).all().at(-1)?.version ?? 0;
    await leaveEarly(booked.occupancies[0].id, '2026-07-12');
    const entries = t.db.select().from(bookingHistory).all().slice(before);
    expect(entries.map((e) => e.event)).toEqual(['EARLY_DEPARTURE']);
    expect(entries[0]?.summary.replace(/\s/g, ' ')).toBe(
      'Départ anticipé le 12/07/2026 au lieu du 14/07/2026 : remboursement 79,00 €, taxe de séjour des nuits non consommées remboursée',
    );
    expect(entries[0]?.version).toBe(version + 1);
  });

  it('the sheet reads and re-saves the stay left early with its lines as booked and its early-departure lines', async () => {
    await prefer({ refundRule: 'unused_nights', refundTouristTax: false });
    const booked = await book();
    const left = await leaveEarly(booked.occupancies[0].id, '2026-07-12');
    const reading = await (await admin.get(`/rest/booking/booking/reading/${booked.id}`)).json();
    const quote = reading.quote.occupancies[0].quote;
    expect(quote.totals.totalCents).toBe(left.totalCents);
    expect(quote.lines.filter((l: Line) => l.kind === 21).map((l: Line) => l.label)).toEqual([
      'Remboursement des nuits non consommées',
      'Remboursement des nuits non consommées',
      ...(left.lines.some((l) => l.key === 'early-departure:tax') ? ['Taxe de séjour des nuits non consommées'] : []),
    ]);
    // The sheet's save of the unchanged stay (its default price choice) keeps it all.
    const resaved = (await ok(await admin.post('/rest/booking/booking/edit', reading.body))).item;
    expect(resaved.totalCents).toBe(7_900 + TAX_BOOKED);
    expect(refundLines(resaved)).toEqual(ALL);
  });

  it("the taxe de séjour of the booking and of the sheet's quote (« dont taxe de séjour ») counts the tax of the nights not stayed an early departure charges: 2,64 € of tax lines + 2,64 € charged = 5,28 €", async () => {
    await prefer({ refundRule: 'unused_nights', refundTouristTax: false });
    const booked = await book();
    expect(booked.touristTaxCents).toBe(TAX_BOOKED);
    const left = await leaveEarly(booked.occupancies[0].id, '2026-07-12');
    // The tax lines follow the 2 nights stayed (2,64 €); the early-departure line charges the other 2,64 €.
    expect(left.lines.find((l) => l.key === 'early-departure:tax')?.amountCents).toBe(TAX_BOOKED - TAX_STAYED);
    expect(left.touristTaxCents).toBe(TAX_BOOKED);
    const stored = t.db.$client.prepare('SELECT tourist_tax_cents FROM bookings WHERE id = ?').get(booked.id);
    expect(stored).toEqual({ tourist_tax_cents: TAX_BOOKED });
    const reading = await (await admin.get(`/rest/booking/booking/reading/${booked.id}`)).json();
    const { totals } = reading.quote.occupancies[0].quote;
    expect(totals.touristTaxCents).toBe(TAX_BOOKED);
    // The VAT base leaves the whole tax out: 79,00 € of stay (pitch and electricity less their refund).
    expect(totals.vatBaseCents).toBe(7_900);
  });

  it('a second record of the departure replaces the first, counted from the end as booked', async () => {
    await prefer({ refundRule: 'unused_nights', refundTouristTax: true });
    const booked = await book();
    const id = booked.occupancies[0].id;
    await leaveEarly(id, '2026-07-13');
    const left = await leaveEarly(id, '2026-07-12');
    expect(left.occupancies[0]).toMatchObject({ endDate: '2026-07-12', earlyDepartureFrom: '2026-07-14' });
    expect(refundLines(left)).toEqual(ALL);
    expect(left.totalCents).toBe(7_900 + TAX_STAYED);
  });

  it('Remboursement selon la règle needs a share refunded above 0 % (EARLY_DEPARTURE_RULE_RATE_REQUIRED); the tax refund is kept', async () => {
    const res = await admin.post('/rest/preference/early_departure', { refundRule: 'rule', refundRate: 0 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ refundRate: 'EARLY_DEPARTURE_RULE_RATE_REQUIRED' });
    await prefer({ refundRule: 'rule', refundRate: 5_000, refundTouristTax: false });
    expect(await (await admin.get('/rest/preference/early_departure')).json()).toMatchObject({
      refundRule: 'rule',
      refundRate: 5_000,
      refundTouristTax: false,
    });
  });
});
