// The money side of a booking, through the routes on a real SQLite: the nature of its deposit
// (arrhes or acompte, the preference's default, saved, in the history, applied by the cancellation),
// its VACAF aid and file (bounded by the stay and the module, a receivable until the fund pays,
// listed on /vacaf-list with its CSV), rights on the server, and the demo's purge leaving the
// bookings that money rows name. The stay: 4 nights at 35 € = 140 €, tourist tax 5,28 €.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../service/db/transaction';
import { purgeBookings } from '../../service/domains/booking';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';
import { addTouristTax, type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let site: BookingSite;

const STAY_CENTS = 14_000;
const TAX_CENTS = 528;

beforeEach(async () => {
  t = await makeTestApp({ now: '2026-05-01T08:00:00Z' });
  admin = await t.signIn();
  site = await bookingSite(admin);
  await addTouristTax(admin);
});
afterEach(() => t.close());

const save = (change: Record<string, unknown> = {}, occupancy: Record<string, unknown> = {}) =>
  admin.post('/rest/booking/booking/edit', bookingBody(site, occupancy, change));
const book = async (change: Record<string, unknown> = {}, occupancy: Record<string, unknown> = {}) =>
  (await ok(await save(change, occupancy))).item;
const edit = async (booking: { id: number }, change: Record<string, unknown>) => {
  const read = await ok(await admin.get(`/rest/booking/booking/edit/${booking.id}`));
  return admin.post('/rest/booking/booking/edit', { ...read, ...change });
};
const history = (bookingId: number) =>
  (
    t.db.$client
      .prepare('SELECT event, summary, detail FROM booking_history WHERE booking_id = ? ORDER BY id')
      .all(bookingId) as { event: string; summary: string; detail: string }[]
  ).map((h) => ({ ...h, detail: JSON.parse(h.detail) }));
const setPreference = async (path: string, change: Record<string, unknown>) => {
  const prefs = await (await admin.get(`/rest/${path}`)).json();
  return ok(await admin.post(`/rest/${path}`, { ...prefs, ...change }));
};

/** A payment row as the payments' own code writes it: chained, with its journal row aside. */
function pay(bookingId: number, amountCents: number, payer: 'customer' | 'vacaf', cancelsId: number | null = null) {
  return inTransaction(t.db, () =>
    appendChained(t.db, CHAINS.payment, {
      kind: PAYMENT_KIND.payment,
      bookingId,
      customerId: site.customerId,
      payer,
      paymentMethodId: 1,
      paymentType: PAYMENT_TYPE.cash,
      paidOn: '2026-05-01',
      paidAt: '10:00',
      amountCents,
      changeCents: 0,
      isGuarantee: false,
      cancelsId,
      createdAt: '2026-05-01T08:00:00.000Z',
    }),
  );
}

describe("« Nature de l'acompte » of a booking: arrhes or acompte", () => {
  it("« Nature de l'acompte par défaut » gives a new booking its nature; the sheet's choices offer it", async () => {
    expect((await book()).depositNature).toBe('arrhes');
    await setPreference('preference/booking', { depositNature: 'acompte' });
    const choices = await ok(await admin.get('/rest/booking/booking/choices'));
    expect(choices.defaultDepositNature).toBe('acompte');
    expect((await book({}, { placeId: site.places[1] })).depositNature).toBe('acompte');
    // Sent by the sheet, the booking's own nature wins over the preference.
    expect((await book({ depositNature: 'arrhes' }, { placeId: site.places[2] })).depositNature).toBe('arrhes');
  });

  it('is saved, kept when a save leaves it out, and its change is in the history', async () => {
    const b = await book();
    const changed = (await ok(await edit(b, { depositNature: 'acompte' }))).item;
    expect(changed.depositNature).toBe('acompte');
    const { depositNature: _left, ...withoutIt } = changed;
    expect((await ok(await admin.post('/rest/booking/booking/edit', withoutIt))).item.depositNature).toBe('acompte');
    const last = history(b.id).at(-1);
    expect(last?.event).toBe('CHANGED');
    expect(last?.summary).toBe("Nature de l'acompte Arrhes → Acompte");
    expect(last?.detail.fields).toEqual([{ field: "Nature de l'acompte", before: 'Arrhes', after: 'Acompte' }]);
    const bad = await edit(b, { depositNature: 'caution' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ depositNature: 'INVALID_TYPE' });
  });

  it.each([
    // nature, « conserver l'acompte » → kept: arrhes follow the preference, an acompte keeps the stay
    ['arrhes', true, 3500],
    ['arrhes', false, 0],
    ['acompte', true, STAY_CENTS],
    ['acompte', false, STAY_CENTS],
  ] as const)(
    '"arrhes are kept by the site when the customer cancels, an acompte binds both sides": %s, conserver %s → %i kept',
    async (depositNature, keepDeposit, kept) => {
      await setPreference('preference/cancellation', { keepDeposit, feesMode: 'none' });
      const b = await book({ depositNature });
      const cancelled = (await ok(await admin.post(`/rest/booking/booking/${b.id}/cancel`, { reason: 'Météo' }))).item;
      expect(cancelled.totalCents).toBe(kept);
      expect(cancelled.lines).toHaveLength(1);
      expect(cancelled.lines[0].explain).toContain(
        depositNature === 'acompte' ? 'le séjour reste dû en entier' : 'arrhes',
      );
      expect(history(b.id).at(-1)?.detail).toMatchObject({ kept, rule: cancelled.lines[0].explain });
    },
  );
});

describe('the VACAF aid and file of a booking', () => {
  it('are saved with the booking, in its DTO and its history; cleared alike', async () => {
    const b = await book({ vacafAidCents: 10_000, vacafFileNumber: ' V-2026-17 ' });
    expect(b).toMatchObject({
      vacafAidCents: 10_000,
      vacafFileNumber: 'V-2026-17',
      totalCents: STAY_CENTS + TAX_CENTS,
    });
    expect(history(b.id)[0].detail.fields).toEqual(
      expect.arrayContaining([
        { field: 'Aide VACAF', before: null, after: '100,00 €' },
        { field: 'N° dossier VACAF', before: null, after: 'V-2026-17' },
      ]),
    );
    const cleared = (await ok(await edit(b, { vacafAidCents: 0, vacafFileNumber: '' }))).item;
    expect(cleared).toMatchObject({ vacafAidCents: 0, vacafFileNumber: null });
    expect(history(b.id).at(-1)?.summary).toBe('Aide VACAF 100,00 € → — ; N° dossier VACAF V-2026-17 → —');
  });

  it('"the VACAF aid is never negative nor above the stay\'s total" (tourist tax by the module, the cap): INCORRECT_AMOUNT', async () => {
    const refused = async (aid: number, placeIndex = 0) => {
      const res = await save({ vacafAidCents: aid }, { placeId: site.places[placeIndex] });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ vacafAidCents: 'INCORRECT_AMOUNT' });
    };
    await refused(-1);
    // Tourist tax not in the aid (the default): at most the 140 € of the stay.
    await refused(STAY_CENTS + 1);
    await ok(await admin.post('/rest/module/setting/vacaf', { includeTouristTax: true }));
    await refused(STAY_CENTS + TAX_CENTS + 1);
    expect((await book({ vacafAidCents: STAY_CENTS + TAX_CENTS })).vacafAidCents).toBe(STAY_CENTS + TAX_CENTS);
    await ok(await admin.post('/rest/module/setting/vacaf', { includeTouristTax: true, maxAidCents: 5000 }));
    await refused(5001, 1);
    expect((await book({ vacafAidCents: 5000 }, { placeId: site.places[1] })).vacafAidCents).toBe(5000);
  });

  it('with the VACAF module off the sheet hides the aid and a save may not change it', async () => {
    const b = await book({ vacafAidCents: 4000 });
    await admin.get('/rest/module/module/active/vacaf/0');
    expect((await ok(await admin.get('/rest/booking/booking/choices'))).vacaf).toBeNull();
    const res = await edit(b, { vacafAidCents: 5000 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ vacafAidCents: 'MODIFICATION_NOT_AUTHORISED' });
    // The aid as it is passes: the rest of the booking can still change.
    expect((await ok(await edit(b, { notes: 'Arrivée tardive' }))).item.vacafAidCents).toBe(4000);
    expect((await admin.post('/rest/payment/vacaf/search', {})).status).toBe(401);
  });
});

describe('/vacaf-list: the aids, what the fund paid and still owes', () => {
  it('lists the bookings with an aid, received and remaining from the vacaf payments, filtered, totalled, exported', async () => {
    await ok(await admin.post('/rest/module/setting/vacaf', { agreementNumber: 'AG-40-123', invoiceDelayDays: 15 }));
    const paid = await book({ vacafAidCents: 8000, vacafFileNumber: 'V-1' });
    const pending = await book({ vacafAidCents: 6000, vacafFileNumber: 'V-2' }, { placeId: site.places[1] });
    await book({}, { placeId: site.places[2] });
    const first = pay(paid.id, 5000, 'vacaf');
    pay(paid.id, 3000, 'vacaf');
    pay(pending.id, 2000, 'vacaf');
    pay(pending.id, -2000, 'vacaf', (await first).id + 2);
    pay(pending.id, 7000, 'customer');
    const all = await ok(await admin.post('/rest/payment/vacaf/search', {}));
    expect(all.agreementNumber).toBe('AG-40-123');
    expect(all.items.map((r: { fileNumber: string }) => r.fileNumber)).toEqual(['V-1', 'V-2']);
    expect(all.items[0]).toMatchObject({
      id: paid.id,
      customerName: 'LALANNE Paul',
      aidCents: 8000,
      receivedCents: 8000,
      remainingCents: 0,
      invoiceableOn: '2026-07-29',
    });
    expect(all.items[1]).toMatchObject({ id: pending.id, aidCents: 6000, receivedCents: 0, remainingCents: 6000 });
    expect(all.totals).toEqual({ aidCents: 14_000, receivedCents: 8000, remainingCents: 6000 });
    const ids = async (body: Record<string, unknown>) =>
      (await ok(await admin.post('/rest/payment/vacaf/search', body))).items.map((r: { id: number }) => r.id);
    expect(await ids({ status: 'pending' })).toEqual([pending.id]);
    expect(await ids({ status: 'received' })).toEqual([paid.id]);
    expect(await ids({ q: 'v-2' })).toEqual([pending.id]);
    expect(await ids({ sort: { field: 'remainingCents', order: 'descend' } })).toEqual([pending.id, paid.id]);
    const csv = await admin.post('/rest/payment/vacaf/search/document', { filters: { status: 'pending' } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Code;Client;Arrivée;Départ;N° dossier VACAF;Total du séjour;Aide VACAF;Versé;Reste à verser;Facturable le',
    );
    expect(lines.slice(1)).toEqual([
      `${pending.code};LALANNE Paul;10/07/2026;14/07/2026;V-2;145,28;60,00;0,00;60,00;29/07/2026`,
    ]);
  });
});

describe('rights are checked on the server', () => {
  const userWith = async (rights: { code: string; r: string; canExport?: boolean }[]) => {
    const { id } = await t.addUser({ login: 'accueil', password: 'accueil-1' });
    const body = rights.map(({ code, r, canExport }) => ({
      code,
      canSelect: r !== '000',
      canWrite: r === '011' || r === '111',
      canDelete: r === '111',
      canExport: canExport ?? false,
    }));
    expect((await admin.post(`/rest/security/user/set_right/${id}`, { rights: body })).status).toBe(200);
    return t.signIn({ login: 'accueil', password: 'accueil-1' });
  };

  it('a reader of bookings cannot write the deposit nature nor the aid (401); a reader of the list cannot export it', async () => {
    const b = await book({ vacafAidCents: 1000 });
    const reader = await userWith([
      { code: 'booking_booking_list', r: '001' },
      { code: 'customer_partner_vacaf_list', r: '001' },
    ]);
    const read = await ok(await reader.get(`/rest/booking/booking/edit/${b.id}`));
    const write = await reader.post('/rest/booking/booking/edit', {
      ...read,
      depositNature: 'acompte',
      vacafAidCents: 0,
    });
    expect(write.status).toBe(401);
    expect((await write.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect((await ok(await admin.get(`/rest/booking/booking/edit/${b.id}`))).depositNature).toBe('arrhes');
    expect((await reader.post('/rest/payment/vacaf/search', {})).status).toBe(200);
    expect((await reader.post('/rest/payment/vacaf/search/document', { filters: {} })).status).toBe(401);
  });
});

describe("the demo's purge (--force)", () => {
  it('deletes the bookings it created but leaves those that money rows name (payments, invoices, credit notes)', async () => {
    const [free, paid, credited] = [
      await book(),
      await book({}, { placeId: site.places[1] }),
      await book({}, { placeId: site.places[2] }),
    ];
    await pay(paid.id, 3500, 'customer');
    inTransaction(t.db, () =>
      appendChained(t.db, CHAINS.creditNote, {
        number: 'AV-0001',
        customerId: site.customerId,
        bookingId: credited.id,
        amountCents: 1000,
        issuedOn: '2026-05-01',
        validityMonths: 12,
        validUntil: '2027-05-01',
        createdAt: '2026-05-01T08:00:00.000Z',
      }),
    );
    expect(purgeBookings(t.db, [free.id, paid.id, credited.id])).toEqual({ kept: [paid.id, credited.id] });
    const left = t.db.$client.prepare('SELECT id FROM bookings ORDER BY id').all() as { id: number }[];
    expect(left.map((r) => r.id)).toEqual([paid.id, credited.id]);
  });
});
