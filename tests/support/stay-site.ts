// A small demo-like site for the stay-changes tests, built through the API: two place types each
// priced by its own grid over two 2026 seasons (low April–June, high July–August), the tourist tax
// of the demo (0,60 € per adult and night, minors exempt by their age category, the département's
// 10 % on top), an electricity and a fridge extra, a dog and a car priced by the grids' options,
// pitches 1–3 and mobile homes M1–M2, and the two stays the rows start from.
//
// Pitch grid « Emplacements 2026 » (by the night, 2 persons included):
//   night 20,00 € low / 35,00 € high; each adult above the two 5,00 € / 8,00 €, each child 3,00 € / 4,00 €.
// Mobile-home grid « Locatifs 2026 » (by the night, 6 persons included): night 60,00 € low / 100,00 € high.
// Options, the same on both grids except the dog: electricity 4,50 € a night, fridge 2,50 € a night,
//   dog 3,00 € a night on a pitch and 4,00 € in a mobile home, car 3,50 € per stay.
import { BOOKING_KIND, type BookingDto } from '../../service/domains/booking/contract';
import { ok } from './booking-site';
import type { Client } from './client';
import { HIGH, LOW, pricedSite } from './pricing-site';

interface GridIds {
  readonly pitchTypeId: number;
  readonly mobileHomeTypeId: number;
  readonly adultId: number;
  readonly childId: number;
  readonly electricityId: number;
  readonly fridgeId: number;
  readonly animalExtraId: number;
  readonly vehicleExtraId: number;
  readonly tva10: number;
  readonly tva20: number;
}

export interface StaySite extends GridIds {
  readonly pitchGridId: number;
  readonly pitches: readonly number[];
  readonly mobileHomes: readonly number[];
  readonly customerId: number;
  readonly dogId: number;
  readonly carId: number;
}

const option = (refId: number, tvaId: number, cents: number, pricing: 'night' | 'stay', maxQuantity = 2) => ({
  kind: 'extra',
  refId,
  tvaId,
  cents,
  pricing,
  isIncluded: false,
  isMandatory: false,
  maxQuantity,
});

const options = (ids: GridIds, dogCents: number) => [
  option(ids.electricityId, ids.tva20, 450, 'night', 1),
  option(ids.fridgeId, ids.tva20, 250, 'night', 1),
  option(ids.animalExtraId, ids.tva10, dogCents, 'night'),
  option(ids.vehicleExtraId, ids.tva20, 350, 'stay'),
];

/** The pitch grid; `highNightCents` lets a row raise the high-season night after booking. */
export function pitchGrid(ids: GridIds, highNightCents = 3500) {
  const prices = (nightCents: number, adultCents: number, childCents: number) => [
    {
      placeTypeId: ids.pitchTypeId,
      nightCents,
      occupants: [
        { ageCategoryId: ids.adultId, mode: 1, cents: adultCents },
        { ageCategoryId: ids.childId, mode: 1, cents: childCents },
      ],
    },
  ];
  return {
    id: 0,
    label: 'Emplacements 2026',
    priceModel: 1,
    optionPricing: 'stay',
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 0,
    periods: [
      { ...LOW, prices: prices(2000, 500, 300) },
      { ...HIGH, prices: prices(highNightCents, 800, 400) },
    ],
    options: options(ids, 300),
  };
}

function mobileHomeGrid(ids: GridIds) {
  return {
    id: 0,
    label: 'Locatifs 2026',
    priceModel: 1,
    optionPricing: 'stay',
    includedPersons: 6,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 0,
    periods: [
      { ...LOW, prices: [{ placeTypeId: ids.mobileHomeTypeId, nightCents: 6000 }] },
      { ...HIGH, prices: [{ placeTypeId: ids.mobileHomeTypeId, nightCents: 10000 }] },
    ],
    options: options(ids, 400),
  };
}

const saved = async (admin: Client, path: string, body: Record<string, unknown>): Promise<number> =>
  (await ok(await admin.post(path, { id: 0, ...body }))).id;

export async function staySite(admin: Client): Promise<StaySite> {
  const site = await pricedSite(admin);
  const extra = (label: string, tvaId: number, priceCents: number, pricingMode: string, maxQuantity: number) =>
    saved(admin, '/rest/extra/extra/edit', { label, tvaId, priceCents, pricingMode, maxQuantity });
  const ids: GridIds = {
    pitchTypeId: site.pitchId,
    mobileHomeTypeId: site.mobileHomeId,
    adultId: site.adultId,
    childId: site.childId,
    electricityId: site.electricityId,
    fridgeId: await extra('Réfrigérateur', site.tva20, 250, 'night', 1),
    animalExtraId: await extra('Animal', site.tva10, 300, 'night', 2),
    vehicleExtraId: await extra('Véhicule supplémentaire', site.tva20, 350, 'stay', 2),
    tva10: site.tva10,
    tva20: site.tva20,
  };
  const pitchGridId = await saved(admin, '/rest/price/grid/edit', pitchGrid(ids));
  await saved(admin, '/rest/price/grid/edit', mobileHomeGrid(ids));
  const dogId = await saved(admin, '/rest/reference/animal-type/edit', {
    label: 'Chien',
    category: 2,
    extraId: ids.animalExtraId,
  });
  const carId = await saved(admin, '/rest/reference/vehicle-type/edit', {
    label: 'Voiture',
    extraId: ids.vehicleExtraId,
  });
  const categories: { id: number; label: string }[] = await (await admin.get('/rest/reference/age-category')).json();
  const [taxType] = await (await admin.get('/rest/tax/tax-type')).json();
  await saved(admin, '/rest/tax/tax/edit', {
    label: 'Taxe de séjour',
    taxTypeId: taxType.id,
    target: 1,
    calculationMethod: 1,
    unit: 1,
    nightCount: null,
    additionalRateBp: 1000,
    pricePeriods: [{ startDate: '2026-01-01', endDate: '2026-12-31', price: 60 }],
    // Minors are exempt by their age category.
    ageCategoryIds: categories.filter((c) => c.label !== 'Adulte').map((c) => c.id),
  });
  await saved(admin, '/rest/admin/activity-period/edit', {
    label: 'Saison 2026',
    startDate: '2026-04-01',
    endDate: '2026-10-31',
  });
  const place = (number: string, typeId: number) =>
    saved(admin, '/rest/place/place/edit', { number, typeId, capacity: 6 });
  const pitches = [await place('1', site.pitchId), await place('2', site.pitchId), await place('3', site.pitchId)];
  const mobileHomes = [await place('M1', site.mobileHomeId), await place('M2', site.mobileHomeId)];
  const customerId = await saved(admin, '/rest/customer/customer/edit', { lastName: 'Martin', firstName: 'Claire' });
  return { ...ids, pitchGridId, pitches, mobileHomes, customerId, dogId, carId };
}

/** Raises the pitch grid's high-season night to `cents` (a new grid version), as staff would after booking. */
export async function raisePitchNight(admin: Client, site: StaySite, cents: number) {
  const stored = await (await admin.get(`/rest/price/grid/edit/${site.pitchGridId}`)).json();
  await ok(
    await admin.post('/rest/price/grid/edit', {
      ...pitchGrid(site, cents),
      id: site.pitchGridId,
      ...(stored.version === undefined ? {} : { version: stored.version }),
    }),
  );
}

export const adult = (site: StaySite, firstName: string) => ({
  ageCategoryId: site.adultId,
  firstName,
  lastName: 'Martin',
});
export const child = (site: StaySite, firstName: string) => ({
  ageCategoryId: site.childId,
  firstName,
  lastName: 'Martin',
});

/**
 * The family's reservation on pitch 1, 10–17 July (7 high-season nights): two adults and a child,
 * electricity, a dog and a car.
 */
export function familyStay(site: StaySite) {
  return {
    id: 0,
    customerId: site.customerId,
    kind: BOOKING_KIND.reservation,
    occupancies: [
      {
        placeId: site.pitches[0],
        startDate: '2026-07-10',
        endDate: '2026-07-17',
        occupants: [adult(site, 'Claire'), adult(site, 'Marc'), child(site, 'Léo')],
        extras: [{ extraId: site.electricityId, quantity: 1 }],
        animals: [{ animalTypeId: site.dogId, quantity: 1, name: 'Filou' }],
        vehicles: [{ vehicleTypeId: site.carId, plate: 'GH-456-JK' }],
      },
    ],
  };
}

/** Four adults' option on mobile home M1, 28 June–5 July: 3 low-season nights, then 4 high. */
export function friendsOption(site: StaySite) {
  return {
    id: 0,
    customerId: site.customerId,
    kind: BOOKING_KIND.option,
    occupancies: [
      {
        placeId: site.mobileHomes[0],
        startDate: '2026-06-28',
        endDate: '2026-07-05',
        occupants: ['Claire', 'Marc', 'Julie', 'Paul'].map((name) => adult(site, name)),
      },
    ],
  };
}

/** Saves a stay through the sheet's call and answers it as stored. */
export async function book(admin: Client, body: Record<string, unknown>): Promise<BookingDto> {
  return (await ok(await admin.post('/rest/booking/booking/edit', body))).item;
}
