// The reference data a booking's price is read from (grids, taxes, catalogue, preferences) is kept
// between saves: every change to it must show in the next booking's price, whoever writes it —
// this process, another process on the same file, or a transaction that is rolled back. The save
// derives its occupants' age categories from the same kept read.
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { saveBooking } from '../../service/domains/booking';
import { bookingInputSchema } from '../../service/domains/booking/contract';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

/** A new booking of two adults for the 4 high-season nights of 10-14 July on the n-th pitch. */
async function totalOf(site: BookingSite, pitch: number): Promise<number> {
  const body = bookingBody(site, { placeId: site.places[pitch] });
  return (await ok(await ctx.admin.post('/rest/booking/booking/edit', body))).item.totalCents;
}

const setHighNight = 'UPDATE price_grid_prices SET night_cents = ? WHERE night_cents = 3500';

describe('the price reads kept between bookings', () => {
  it('a night price changed through this process prices the next booking', async () => {
    const site = await bookingSite(ctx.admin, 3);
    expect(await totalOf(site, 0)).toBe(14000);
    ctx.t.db.$client.prepare(setHighNight).run(4000);
    expect(await totalOf(site, 1)).toBe(16000);
  });

  it('a night price changed by another process on the same file prices the next booking', async () => {
    const site = await bookingSite(ctx.admin, 3);
    expect(await totalOf(site, 0)).toBe(14000);
    const other = openDatabase(databaseFile(ctx.t.dataDir));
    try {
      other.$client.prepare(setHighNight).run(4500);
    } finally {
      other.$client.close();
    }
    expect(await totalOf(site, 1)).toBe(18000);
  });

  it('a price read inside a transaction that changed it and rolled back is not kept', async () => {
    const site = await bookingSite(ctx.admin, 3);
    expect(await totalOf(site, 0)).toBe(14000);
    const input = bookingInputSchema.parse(bookingBody(site, { placeId: site.places[1] }));
    const writer = { db: ctx.t.db, clock: fixedClock('2026-03-01T09:00:00Z'), userId: null };
    expect(() =>
      inTransaction(ctx.t.db, () => {
        ctx.t.db.$client.prepare(setHighNight).run(9000);
        expect(saveBooking(writer, input).totalCents).toBe(36000);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(await totalOf(site, 2)).toBe(14000);
  });

  it("an age category switched off is no longer derived for the next booking's occupant", async () => {
    const site = await bookingSite(ctx.admin, 3);
    // 10 years old at the arrival of 10 July: a child's category by age.
    const child = { firstName: 'Léa', lastName: 'Lalanne', birthDate: '2016-01-01' };
    const categoryOf = async (pitch: number) => {
      const body = bookingBody(site, { placeId: site.places[pitch], occupants: [child] });
      return (await ok(await ctx.admin.post('/rest/booking/booking/edit', body))).item.occupancies[0].occupants[0]
        .ageCategoryId as number;
    };
    const before = await categoryOf(0);
    expect(before).not.toBe(site.adultId);
    ctx.t.db.$client.prepare('UPDATE age_categories SET is_active = 0 WHERE id = ?').run(before);
    expect(await categoryOf(1)).not.toBe(before);
  });
});
