// A priced site built through the API for the pricing tests: a pitch and a mobile home (VAT 10 %),
// the seeded age categories and VAT rates, an electricity extra (VAT 20 %), and a grid builder
// for a 2026 season: low (April–June), high (July–August).
import { expect } from 'vitest';
import type { Client } from './client';

export interface PricedSite {
  readonly pitchId: number;
  readonly mobileHomeId: number;
  readonly adultId: number;
  readonly childId: number;
  readonly tva10: number;
  readonly tva20: number;
  readonly electricityId: number;
}

async function saved(client: Client, path: string, body: Record<string, unknown>): Promise<number> {
  const res = await client.post(path, body);
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.id;
}

const placeType = (label: string, shortCode: string, kind: string, tvaId: number) => ({
  id: 0,
  label,
  shortCode,
  kind,
  capacity: 6,
  minPersons: 1,
  maxPersons: 6,
  beds: 0,
  bedrooms: 0,
  inseeType: kind === 'PITCH' ? 'BARE_PITCH' : 'RENTAL',
  tvaId,
});

export async function pricedSite(admin: Client): Promise<PricedSite> {
  const rates: { id: number; rate: number }[] = await (await admin.get('/rest/reference/tva')).json();
  const tva10 = rates.find((r) => r.rate === 1000)?.id ?? 0;
  const tva20 = rates.find((r) => r.rate === 2000)?.id ?? 0;
  const categories: { id: number; label: string }[] = await (await admin.get('/rest/reference/age-category')).json();
  const idOf = (label: string) => categories.find((c) => c.label === label)?.id ?? 0;
  return {
    pitchId: await saved(admin, '/rest/place/place-type/edit', placeType('Emplacement', 'EMP', 'PITCH', tva10)),
    mobileHomeId: await saved(
      admin,
      '/rest/place/place-type/edit',
      placeType('Mobil-home', 'MH', 'MOBILE_HOME', tva10),
    ),
    adultId: idOf('Adulte'),
    childId: idOf('Enfant'),
    tva10,
    tva20,
    electricityId: await saved(admin, '/rest/extra/extra/edit', {
      id: 0,
      label: 'Électricité',
      tvaId: tva20,
      priceCents: 500,
      pricingMode: 'night',
      maxQuantity: 1,
    }),
  };
}

export const LOW = { label: 'Basse saison', startDate: '2026-04-01', endDate: '2026-06-30', duration: 91 };
export const HIGH = { label: 'Haute saison', startDate: '2026-07-01', endDate: '2026-08-31', duration: 62 };

/** Pitch night 20 € low, 35 € high, two persons included, adults above them 5 € / 8 € a night; electricity 4,50 € a night. */
export function seasonGrid(site: PricedSite, change: Record<string, unknown> = {}) {
  return {
    id: 0,
    label: 'Été 2026',
    priceModel: 1,
    optionPricing: 'stay',
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 0,
    periods: [
      {
        ...LOW,
        prices: [
          {
            placeTypeId: site.pitchId,
            nightCents: 2000,
            occupants: [{ ageCategoryId: site.adultId, mode: 1, cents: 500 }],
          },
        ],
      },
      {
        ...HIGH,
        prices: [
          {
            placeTypeId: site.pitchId,
            nightCents: 3500,
            occupants: [{ ageCategoryId: site.adultId, mode: 1, cents: 800 }],
          },
        ],
      },
    ],
    options: [
      {
        kind: 'extra',
        refId: site.electricityId,
        tvaId: site.tva20,
        cents: 450,
        pricing: 'night',
        isIncluded: false,
        isMandatory: false,
        maxQuantity: 1,
      },
    ],
    ...change,
  };
}

export async function saveGrid(admin: Client, body: Record<string, unknown>): Promise<number> {
  return saved(admin, '/rest/price/grid/edit', body);
}

/** Mobile home by the week: 420 € low (extra night blank: week ÷ 7), 840 € high with an extra night of 130 €. */
export function weekGrid(site: PricedSite, change: Record<string, unknown> = {}) {
  return {
    id: 0,
    label: 'Locatifs 2026',
    priceModel: 2,
    includedPersons: 6,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 1500,
    periods: [
      { ...LOW, prices: [{ placeTypeId: site.mobileHomeId, weekCents: 42000 }] },
      { ...HIGH, prices: [{ placeTypeId: site.mobileHomeId, weekCents: 84000, extraNightCents: 13000 }] },
    ],
    ...change,
  };
}
