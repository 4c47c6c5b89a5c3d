// A site ready to book, built through the API: the priced site of the pricing tests (pitch type
// by the night, 20 € low / 35 € high, 2 persons included), pitches 1..n, a 2026 activity period
// (April–October), a customer, and a body builder for bookings.
import { expect } from 'vitest';
import type { Client } from './client';
import { type PricedSite, pricedSite, saveGrid, seasonGrid } from './pricing-site';

export interface BookingSite extends PricedSite {
  readonly places: number[];
  readonly customerId: number;
  readonly gridId: number;
}

export async function ok(res: Response) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

export async function bookingSite(admin: Client, pitches = 3): Promise<BookingSite> {
  const site = await pricedSite(admin);
  const gridId = await saveGrid(admin, seasonGrid(site));
  await ok(
    await admin.post('/rest/admin/activity-period/edit', {
      id: 0,
      label: 'Saison 2026',
      startDate: '2026-04-01',
      endDate: '2026-10-31',
    }),
  );
  const places: number[] = [];
  for (let n = 1; n <= pitches; n++) {
    places.push(
      (
        await ok(
          await admin.post('/rest/place/place/edit', { id: 0, number: String(n), typeId: site.pitchId, capacity: 6 }),
        )
      ).id,
    );
  }
  const customerId = (
    await ok(await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Lalanne', firstName: 'Paul' }))
  ).id;
  return { ...site, places, customerId, gridId };
}

/** A booking body: one occupancy of `placeId` for two adults, `change` overriding booking fields. */
export function bookingBody(
  site: BookingSite,
  occupancy: Record<string, unknown>,
  change: Record<string, unknown> = {},
) {
  return {
    id: 0,
    customerId: site.customerId,
    kind: 3,
    occupancies: [
      {
        placeId: site.places[0],
        startDate: '2026-07-10',
        endDate: '2026-07-14',
        occupants: [
          { ageCategoryId: site.adultId, firstName: 'Paul', lastName: 'Lalanne' },
          { ageCategoryId: site.adultId, firstName: 'Anne', lastName: 'Lalanne' },
        ],
        ...occupancy,
      },
    ],
    ...change,
  };
}

/** The tourist tax of the tests: 0,66 € per adult and night all 2026, 90 nights at most. */
export async function addTouristTax(admin: Client, change: Record<string, unknown> = {}) {
  const [type] = await (await admin.get('/rest/tax/tax-type')).json();
  return ok(
    await admin.post('/rest/tax/tax/edit', {
      id: 0,
      label: 'Taxe de séjour',
      taxTypeId: type.id,
      target: 1,
      calculationMethod: 1,
      unit: 1,
      nightCount: 90,
      pricePeriods: [{ startDate: '2026-01-01', endDate: '2026-12-31', price: 66 }],
      ...change,
    }),
  );
}
