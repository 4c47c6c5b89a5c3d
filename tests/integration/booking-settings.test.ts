// The booking preferences and the quote module setting drive the bookings: the quote numbers'
// prefix, the order of a booking's occupancies, the early departure's minimum notice and the
// booking fees of online bookings.
import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: BookingSite;
const setup = async () => {
  site = await bookingSite(ctx.admin);
};
const book = async (occupancy: Record<string, unknown> = {}, change: Record<string, unknown> = {}) =>
  (await ok(await ctx.admin.post('/rest/booking/booking/edit', bookingBody(site, occupancy, change)))).item;
const leaveEarly = async (occupancyId: number, departureDate: string) =>
  (await ok(await ctx.admin.post(`/rest/booking/occupancy/${occupancyId}/early-departure`, { departureDate }))).item;

type Line = { kind: number; amountCents: number };

describe('settings driving the bookings', () => {
  it('Préfixe des numéros de devis: a quote is numbered D26-… by default, DEV26-… once set', async () => {
    await setup();
    expect((await book({}, { kind: 1 })).quoteNumber).toMatch(/^D26-\d{5}$/);
    await ok(await ctx.admin.post('/rest/module/setting/quotation', { numberPrefix: 'DEV' }));
    expect((await book({ placeId: site.places[1] }, { kind: 1 })).quoteNumber).toBe('DEV26-00001');
    const bad = await ctx.admin.post('/rest/module/setting/quotation', { numberPrefix: 'D%' });
    expect((await bad.json()).fields).toEqual({ numberPrefix: 'INVALID_TYPE' });
  });

  it('Ordre des occupations par code ou par date: the later stay entered first comes second by date', async () => {
    await setup();
    const body = bookingBody(site, { placeId: site.places[0], startDate: '2026-07-20', endDate: '2026-07-22' });
    const second = { ...body.occupancies[0], placeId: site.places[1], startDate: '2026-07-10', endDate: '2026-07-12' };
    const created = (
      await ok(
        await ctx.admin.post('/rest/booking/booking/edit', { ...body, occupancies: [...body.occupancies, second] }),
      )
    ).item;
    const starts = (b: { occupancies: { startDate: string }[] }) => b.occupancies.map((o) => o.startDate);
    expect(starts(created)).toEqual(['2026-07-20', '2026-07-10']);
    await ok(await ctx.admin.post('/rest/preference/booking', { occupancyOrder: 'date' }));
    const reread = await (await ctx.admin.get(`/rest/booking/booking/edit/${created.id}`)).json();
    expect(starts(reread)).toEqual(['2026-07-10', '2026-07-20']);
  });

  it('Préavis minimum: an early departure announced with less notice is not refunded by the rule', async () => {
    await setup();
    // The business date of these tests is 22 November 2026: a departure on 12 July was announced
    // after the fact, so 5 days of notice are missing; with no minimum the same departure is refunded.
    await ok(await ctx.admin.post('/rest/preference/early_departure', { refundRule: 'rule', minimumNoticeDays: 5 }));
    const late = await book();
    expect((await leaveEarly(late.occupancies[0].id, '2026-07-12')).totalCents).toBe(late.totalCents);
    await ok(await ctx.admin.post('/rest/preference/early_departure', { refundRule: 'rule', minimumNoticeDays: 0 }));
    const free = await book({ placeId: site.places[1] });
    expect((await leaveEarly(free.occupancies[0].id, '2026-07-12')).totalCents).toBe(7000);
  });

  it('Appliquer aux réservations en ligne: a booking of an online channel pays the booking fees only when set', async () => {
    await setup();
    await ok(await ctx.admin.post('/rest/preference/fees', { bookingFeeMode: 'amount', bookingFeeCents: 1500 }));
    const channels: { id: number; code: string }[] = await (await ctx.admin.get('/rest/place/access-channel')).json();
    const web = channels.find((c) => c.code === 'WEB')?.id;
    const fees = (b: { lines: Line[] }) => b.lines.filter((l) => l.kind === 8).map((l) => l.amountCents);
    expect(fees(await book())).toEqual([1500]);
    await ok(
      await ctx.admin.post('/rest/preference/fees', {
        bookingFeeMode: 'amount',
        bookingFeeCents: 1500,
        chargeOnlineBookings: false,
      }),
    );
    expect(fees(await book({ placeId: site.places[1] }, { channelId: web }))).toEqual([]);
    expect(fees(await book({ placeId: site.places[2] }))).toEqual([1500]);
  });

  it("Durée de séjour par défaut: a new sheet on a place starts today for the preference's days", async () => {
    await setup();
    await ok(await ctx.admin.post('/rest/preference/booking', { defaultStayDays: 3 }));
    const created = await ok(
      await ctx.admin.post('/rest/booking/booking/temporary', {
        kind: 3,
        customerId: site.customerId,
        placeId: site.places[0],
      }),
    );
    expect(created.body.occupancies[0]).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-25' });
  });
});
