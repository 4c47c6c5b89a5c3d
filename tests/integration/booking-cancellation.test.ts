// Cancelling a stay by the site's cancellation preference, through the routes on a real SQLite:
// the stay's lines give way to one cancellation line (kind 20) holding what the site keeps (the
// deposit when kept, the fee of the tier the days before arrival fall in, never more than the
// stay), the totals say what is owed or to refund, the place is free, the history keeps the lines.
// The stay: 4 high-season nights on a pitch for two adults, 4 × 35 € = 140 €, tourist tax
// 2 × 4 × 0,66 € = 5,28 €, booked on 01/05/2026 for 10/07: deposit 25 % of 140 € = 35 €.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTouristTax, type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let site: BookingSite;

const STAY_CENTS = 14_000;
const TAX_CENTS = 528;
const DEPOSIT_CENTS = 3500;
/** 70 days before the arrival of 10/07 (early), then 20 days before (late: fewer than 30). */
const EARLY = '2026-05-01';
const LATE = '2026-06-20';

beforeEach(async () => {
  t = await makeTestApp({ now: `${EARLY}T08:00:00Z` });
  admin = await t.signIn();
  site = await bookingSite(admin);
  // Taxe de séjour 0,66 € per adult and night.
  await addTouristTax(admin);
});
afterEach(() => t.close());

async function cancellationPrefs(change: Record<string, unknown>) {
  const prefs = await (await admin.get('/rest/preference/cancellation')).json();
  return ok(await admin.post('/rest/preference/cancellation', { ...prefs, ...change }));
}

const book = async (kind = 3) =>
  (await ok(await admin.post('/rest/booking/booking/edit', bookingBody(site, {}, { kind })))).item;

/** Cancels on that day (signed in again: the session idles out over the weeks skipped). */
async function cancelOn(day: string, id: number, reason = 'Annulation du client') {
  t.clock.advance(Date.parse(`${day}T08:00:00Z`) - t.clock.now().getTime());
  admin = await t.signIn();
  return admin.post(`/rest/booking/booking/${id}/cancel`, { reason });
}

function lastHistory(bookingId: number) {
  const row = t.db.$client
    .prepare('SELECT event, summary, detail FROM booking_history WHERE booking_id = ? ORDER BY id DESC LIMIT 1')
    .get(bookingId) as { event: string; summary: string; detail: string };
  return { ...row, detail: JSON.parse(row.detail) };
}

// Early fees 10 % or 20 €; late (fewer than 30 days before arrival) 50 % or 60 €.
const tiers = { feesRate: 1000, feesCents: 2000, lateFeesDays: 30, lateFeesRate: 5000, lateFeesCents: 6000 };

describe('"the stay\'s lines give way to one cancellation line (kind 20) holding what the site keeps"', () => {
  it.each([
    // kind, keepDeposit, feesMode, cancelled on → kept (by hand)
    [3, true, 'none', EARLY, DEPOSIT_CENTS],
    [3, true, 'none', LATE, DEPOSIT_CENTS],
    [3, true, 'percent', EARLY, DEPOSIT_CENTS + 1400],
    [3, true, 'percent', LATE, DEPOSIT_CENTS + 7000],
    [3, true, 'amount', EARLY, DEPOSIT_CENTS + 2000],
    [3, true, 'amount', LATE, DEPOSIT_CENTS + 6000],
    [3, false, 'none', EARLY, 0],
    [3, false, 'none', LATE, 0],
    [3, false, 'percent', EARLY, 1400],
    [3, false, 'percent', LATE, 7000],
    [3, false, 'amount', EARLY, 2000],
    [3, false, 'amount', LATE, 6000],
    // An option asked for no deposit: it keeps nothing, whatever the fees.
    [2, true, 'percent', LATE, 0],
    [2, true, 'amount', EARLY, 0],
    [1, true, 'percent', LATE, 0],
  ] as const)(
    "kind %i, « conserver l'acompte » %s, frais %s, cancelled on %s: %i cents kept",
    async (kind, keepDeposit, feesMode, day, kept) => {
      await cancellationPrefs({ ...tiers, keepDeposit, feesMode });
      const b = await book(kind);
      expect(b.totalCents).toBe(STAY_CENTS + TAX_CENTS);
      const cancelled = (await ok(await cancelOn(day, b.id))).item;
      expect(cancelled.state).toBe('CANCELLED');
      expect(cancelled.lines).toEqual([
        expect.objectContaining({ kind: 20, quantity: 1, unitCents: kept, amountCents: kept, occupancyId: null }),
      ]);
      expect(cancelled).toMatchObject({ totalCents: kept, touristTaxCents: 0, balanceCents: kept, paidCents: 0 });
      expect(cancelled.occupancies[0].holdsPlace).toBe(false);
      const history = lastHistory(b.id);
      expect(history.event).toBe('CANCELLED');
      expect(history.detail).toMatchObject({ priceBefore: STAY_CENTS + TAX_CENTS, priceAfter: kept, kept });
      expect(history.detail.linesBefore.map((l: { kind: number }) => l.kind).sort()).toEqual([1, 2]);
    },
  );

  it('"never more than the stay": arrhes and a late fee of 100 % keep 140 €, the tourist tax not owed', async () => {
    await cancellationPrefs({ keepDeposit: true, feesMode: 'percent', lateFeesDays: 30, lateFeesRate: 10_000 });
    const b = await book();
    const cancelled = (await ok(await cancelOn(LATE, b.id))).item;
    expect(cancelled.lines).toEqual([expect.objectContaining({ kind: 20, amountCents: STAY_CENTS })]);
    expect(cancelled.lines[0].explain).toContain('plafonné au prix du séjour : 140,00 €');
  });

  it("the issue's example: deposit kept, no fee: only the deposit's line, balance = deposit − paid (to refund), the place free", async () => {
    await cancellationPrefs({ keepDeposit: true, feesMode: 'none' });
    const b = await book();
    // Payments arrive with the money work: the 50 € paid is set as it will be stored.
    t.db.$client.prepare('UPDATE bookings SET paid_cents = 5000 WHERE id = ?').run(b.id);
    const cancelled = (await ok(await cancelOn(LATE, b.id, 'Météo'))).item;
    expect(cancelled.lines).toEqual([
      expect.objectContaining({ kind: 20, amountCents: DEPOSIT_CENTS, label: 'Annulation : montant retenu' }),
    ]);
    expect(cancelled).toMatchObject({ totalCents: DEPOSIT_CENTS, paidCents: 5000, balanceCents: DEPOSIT_CENTS - 5000 });
    expect(lastHistory(b.id).summary).toBe('Annulation : motif « Météo », retenu 35,00 €, à rembourser 15,00 €');
    // The pitch takes another stay on the same nights.
    await book();

    const list = await ok(await admin.post('/rest/booking/list/cancelled/2', {}));
    expect(list.items).toEqual([
      expect.objectContaining({
        id: b.id,
        keptCents: DEPOSIT_CENTS,
        remainingCents: -1500,
        cancellationReason: 'Météo',
      }),
    ]);
    const res = await admin.post('/rest/booking/list/cancelled/2/document', { filters: {} });
    const [header, row] = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await res.arrayBuffer())
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect([cell('Total'), cell('Payé'), cell('Retenu'), cell('Solde'), cell('Reste dû / à rembourser')]).toEqual([
      '35,00',
      '50,00',
      '35,00',
      '-15,00',
      'À rembourser',
    ]);
  });

  it('a stay cancelled with less paid than kept still owes the rest', async () => {
    await cancellationPrefs({ keepDeposit: true, feesMode: 'amount', ...tiers });
    const b = await book();
    t.db.$client.prepare('UPDATE bookings SET paid_cents = 1000 WHERE id = ?').run(b.id);
    const cancelled = (await ok(await cancelOn(EARLY, b.id))).item;
    expect(cancelled).toMatchObject({ totalCents: 5500, balanceCents: 4500 });
    const list = await ok(await admin.post('/rest/booking/list/cancelled/0', {}));
    expect(list.items.find((r: { id: number }) => r.id === b.id)).toMatchObject({
      keptCents: 5500,
      remainingCents: 4500,
    });
  });
});

describe('the cancellation preference', () => {
  it("« conserver l'acompte » is stored and read (it is no longer waiting for a module)", async () => {
    const saved = await cancellationPrefs({ keepDeposit: false });
    expect(saved.item.keepDeposit).toBe(false);
    expect((await (await admin.get('/rest/preference/cancellation')).json()).keepDeposit).toBe(false);
  });

  it.each([
    ['lateFeesDays', 400, 'INVALID_NUMBER'],
    ['lateFeesDays', -1, 'INVALID_NUMBER'],
    ['lateFeesDays', 2.5, 'REQUIRED_INTEGER'],
    ['lateFeesRate', 12_000, 'INVALID_NUMBER'],
    ['lateFeesCents', -100, 'INVALID_NUMBER'],
    ['feesMode', 'half', 'INVALID_TYPE'],
  ])('refuses %s = %s with %s', async (name, value, code) => {
    const prefs = await (await admin.get('/rest/preference/cancellation')).json();
    const res = await admin.post('/rest/preference/cancellation', { ...prefs, [name]: value });
    expect(res.status).toBe(400);
    expect((await res.json()).fields[name]).toBe(code);
  });
});
