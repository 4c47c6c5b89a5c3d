// Demo-like stays changed in every way a receptionist changes them (extend, shorten, shift, move to
// a place of the same and of another type, add and remove a child, an adult, an animal, a vehicle,
// an extra, confirm an option, validate then change, the planning's move, an occupancy cancelled),
// each under the price update choices that matter, through the real calls on a real database.
// Every row's lines and total are computed by hand in the row. The tax rows carry their real
// quantity, persons × nights: the tourist tax is law, not a price, and is never frozen.
// The site (tests/support/stay-site.ts): pitch 20,00 € low / 35,00 € high a night for two, each
// further adult 5,00 € / 8,00 €, each child 3,00 € / 4,00 €; mobile home 60,00 € / 100,00 € a night;
// electricity 4,50 € and fridge 2,50 € a night; dog 3,00 € a night on a pitch, 4,00 € in a mobile
// home; car 3,50 € per stay; tourist tax 0,60 € per adult and night (minors exempt) + 10 %.
// Two rows set up more before booking: an early-booking offer (−10 % of the place, booked at least
// 60 days ahead: those stays are booked on 2 March 2026), and an electrified pitch type on the pitch
// grid, 40,00 € a high night, electricity included in its price.

import { describe, expect, it } from 'vitest';
import {
  BOOKING_KIND,
  type BookingDto,
  type BookingKind,
  type OccupancyDto,
} from '../../service/domains/booking/contract';
import { LINE_KINDS } from '../../service/domains/pricing/line-kinds';
import type { PriceUpdateChoice } from '../../service/domains/pricing/types';
import { ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { placeTypeBody } from '../support/fixtures';
import {
  adult,
  book,
  child,
  familyStay,
  friendsOption,
  pitchGrid,
  raisePitchNight,
  type StaySite,
  staySite,
} from '../support/stay-site';
import { makeTestApp, withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

type Line = readonly [kind: number, quantity: number, unitCents: number];
const place = (quantity: number, unitCents: number): Line => [LINE_KINDS.occupancy, quantity, unitCents];
const person = (quantity: number, unitCents: number): Line => [LINE_KINDS.attendant, quantity, unitCents];
const extra = (quantity: number, unitCents: number): Line => [LINE_KINDS.extra, quantity, unitCents];
const animal = (quantity: number, unitCents: number): Line => [LINE_KINDS.animal, quantity, unitCents];
const vehicle = (quantity: number, unitCents: number): Line => [LINE_KINDS.vehicle, quantity, unitCents];
const offer = (quantity: number, unitCents: number): Line => [LINE_KINDS.specialOffer, quantity, unitCents];
/** The tourist tax: taxed persons × nights at 0,60 €. */
const tax = (personNights: number): Line => [LINE_KINDS.tax, personNights, 60];
/** The departmental additional tax: one line of 10 % of the tax. */
const additional = (cents: number): Line => [LINE_KINDS.otherTax, 1, cents];

/** The family's reservation as saved (7 high nights on pitch 1): 338,24 €. */
const FAMILY: Line[] = [
  place(7, 3500), //          7 × 35,00 = 245,00
  person(7, 400), //          the child: 7 × 4,00 = 28,00 (the two adults are included)
  extra(7, 450), //           electricity 7 × 4,50 = 31,50
  animal(7, 300), //          the dog 7 × 3,00 = 21,00
  vehicle(1, 350), //         the car 3,50
  tax(14), //                 2 adults × 7 nights = 14 × 0,60 = 8,40 (the child is exempt)
  additional(84), //          10 % of 8,40 = 0,84
];

const without = (lines: readonly Line[], gone: Line) => lines.filter((l) => l.join() !== gone.join());
const replaced = (lines: readonly Line[], from: Line, ...to: Line[]) => [...without(lines, from), ...to];

/** The occupancy as the sheet sends it back (new occupants carry only what the sheet typed). */
type Change = (o: OccupancyDto, site: StaySite) => Record<string, unknown>;
const dates =
  (startDate: string, endDate: string): Change =>
  (o) => ({ ...o, startDate, endDate, extras: o.extras.map((e) => ({ ...e, startDate: null, endDate: null })) });

interface Stays {
  site: StaySite;
  admin: Client;
  booking: BookingDto;
  /** The ids a row's `setUp` made. */
  made: Record<string, number>;
}

/** The booking's first occupancy changed on the sheet and saved with the price update choice. */
const edit =
  (choice: PriceUpdateChoice, change: Change) =>
  async ({ admin, booking, site }: Stays): Promise<BookingDto> => {
    const stored = await ok(await admin.get(`/rest/booking/booking/edit/${booking.id}`));
    const occupancies = stored.occupancies.map((o: OccupancyDto, i: number) => (i === 0 ? change(o, site) : o));
    return book(admin, { ...stored, priceUpdateChoice: choice, priceOverrides: [], occupancies });
  };

const post = async (admin: Client, path: string, body: unknown = {}): Promise<BookingDto> =>
  (await ok(await admin.post(`/rest/booking/${path}`, body))).item;

interface Row {
  change: string;
  base: 'family' | 'friends' | 'family and grandparents';
  /** The business date the stay is booked and changed on (by default 22 November 2026). */
  today?: string;
  /** Set up before the stay is booked (an offer, a place type): the ids it made. */
  setUp?: (admin: Client, site: StaySite) => Promise<Record<string, number>>;
  /** Done before the change, as staff would: a grid raised, the stay validated, the option confirmed. */
  before?: (s: Stays) => Promise<unknown>;
  act: (s: Stays) => Promise<BookingDto>;
  lines: readonly Line[];
  totalCents: number;
  /** The kind the booking has after the change, when it changes. */
  kind?: BookingKind;
}

const rows: Row[] = [
  {
    change: 'extended by 2 nights, grid of the stay',
    base: 'family',
    act: edit('keepExistingGrid', dates('2026-07-10', '2026-07-19')),
    // 9 × 35,00 + child 9 × 4,00 + elec. 9 × 4,50 + dog 9 × 3,00 + car 3,50 = 315 + 36 + 40,50 + 27 + 3,50 = 422,00
    // tax 2 × 9 = 18 × 0,60 = 10,80, + 1,08 → 433,88
    lines: [place(9, 3500), person(9, 400), extra(9, 450), animal(9, 300), vehicle(1, 350), tax(18), additional(108)],
    totalCents: 43388,
  },
  {
    change: 'extended by 2 nights, existing detail adapted to the new nights',
    base: 'family',
    act: edit('updateFromExistingDetail', dates('2026-07-10', '2026-07-19')),
    // per-night lines rescaled 7 → 9 nights at their unit price, the car per stay kept: as above, 433,88
    lines: [place(9, 3500), person(9, 400), extra(9, 450), animal(9, 300), vehicle(1, 350), tax(18), additional(108)],
    totalCents: 43388,
  },
  {
    change: 'extended by 2 nights, existing detail kept',
    base: 'family',
    act: edit('keepExistingDetail', dates('2026-07-10', '2026-07-19')),
    // the 7 nights' lines kept, 329,00; the tax follows the 9 nights: 18 × 0,60 = 10,80, + 1,08 → 340,88
    lines: [...without(without(FAMILY, tax(14)), additional(84)), tax(18), additional(108)],
    totalCents: 34088,
  },
  {
    change: 'extended by 2 nights after the high night went up to 38,00 €, grid in force',
    base: 'family',
    before: ({ admin, site }) => raisePitchNight(admin, site, 3800),
    act: edit('updateFromGrid', dates('2026-07-10', '2026-07-19')),
    // 9 × 38,00 = 342,00 + 36 + 40,50 + 27 + 3,50 = 449,00; tax 10,80 + 1,08 → 460,88
    lines: [place(9, 3800), person(9, 400), extra(9, 450), animal(9, 300), vehicle(1, 350), tax(18), additional(108)],
    totalCents: 46088,
  },
  {
    change: 'extended by 2 nights after the high night went up to 38,00 €, grid of the stay',
    base: 'family',
    before: ({ admin, site }) => raisePitchNight(admin, site, 3800),
    act: edit('keepExistingGrid', dates('2026-07-10', '2026-07-19')),
    // the grid version the stay was priced with: 35,00 € a night, as in the first row → 433,88
    lines: [place(9, 3500), person(9, 400), extra(9, 450), animal(9, 300), vehicle(1, 350), tax(18), additional(108)],
    totalCents: 43388,
  },
  {
    change: 'shortened by 3 nights, grid of the stay',
    base: 'family',
    act: edit('keepExistingGrid', dates('2026-07-10', '2026-07-14')),
    // 4 × 35,00 + child 4 × 4,00 + elec. 4 × 4,50 + dog 4 × 3,00 + car = 140 + 16 + 18 + 12 + 3,50 = 189,50
    // tax 2 × 4 = 8 × 0,60 = 4,80, + 0,48 → 194,78
    lines: [place(4, 3500), person(4, 400), extra(4, 450), animal(4, 300), vehicle(1, 350), tax(8), additional(48)],
    totalCents: 19478,
  },
  {
    change: 'shortened by 3 nights, existing detail adapted to the new nights',
    base: 'family',
    act: edit('updateFromExistingDetail', dates('2026-07-10', '2026-07-14')),
    // per-night lines rescaled 7 → 4 nights: as above, 194,78
    lines: [place(4, 3500), person(4, 400), extra(4, 450), animal(4, 300), vehicle(1, 350), tax(8), additional(48)],
    totalCents: 19478,
  },
  {
    change: 'shortened by 3 nights, existing detail kept: no tax on the nights not stayed',
    base: 'family',
    act: edit('keepExistingDetail', dates('2026-07-10', '2026-07-14')),
    // the 7 nights' lines kept, 329,00; tax 8 × 0,60 = 4,80, + 0,48 → 334,28
    lines: [...without(without(FAMILY, tax(14)), additional(84)), tax(8), additional(48)],
    totalCents: 33428,
  },
  {
    change: 'shifted two weeks earlier, across the seasons (26 June–3 July)',
    base: 'family',
    act: edit('keepExistingGrid', dates('2026-06-26', '2026-07-03')),
    // 5 low nights (26–30 June), 2 high (1–2 July): 5 × 20,00 + 2 × 35,00 = 170,00;
    // child 5 × 3,00 + 2 × 4,00 = 23,00; elec. 5 × 4,50 + 2 × 4,50 = 31,50; dog 5 × 3,00 + 2 × 3,00 = 21,00;
    // car 3,50; tax still 14 × 0,60 = 8,40, + 0,84 → 258,24
    lines: [
      place(5, 2000),
      place(2, 3500),
      person(5, 300),
      person(2, 400),
      extra(5, 450),
      extra(2, 450),
      animal(5, 300),
      animal(2, 300),
      vehicle(1, 350),
      tax(14),
      additional(84),
    ],
    totalCents: 25824,
  },
  {
    change: 'moved to another pitch (same type)',
    base: 'family',
    act: edit('keepExistingGrid', (o, site) => ({ ...o, placeId: site.pitches[1] as number })),
    // same type, same grid, same nights: 338,24
    lines: FAMILY,
    totalCents: 33824,
  },
  {
    change: 'moved to a mobile home (another type), grid in force',
    base: 'family',
    act: edit('updateFromGrid', (o, site) => ({ ...o, placeId: site.mobileHomes[0] as number })),
    // 7 × 100,00 = 700,00 (6 persons included: no child price); elec. 31,50; dog 7 × 4,00 = 28,00;
    // car 3,50; tax 14 × 0,60 = 8,40, + 0,84 → 772,24
    lines: [place(7, 10000), extra(7, 450), animal(7, 400), vehicle(1, 350), tax(14), additional(84)],
    totalCents: 77224,
  },
  {
    change: 'a second child added',
    base: 'family',
    act: edit('keepExistingGrid', (o, site) => ({ ...o, occupants: [...o.occupants, child(site, 'Emma')] })),
    // children 2 × 7 = 14 × 4,00 = 56,00 instead of 28,00: 338,24 + 28,00 = 366,24; minors exempt: tax unchanged
    lines: replaced(FAMILY, person(7, 400), person(14, 400)),
    totalCents: 36624,
  },
  {
    change: 'the child removed',
    base: 'family',
    act: edit('keepExistingGrid', (o) => ({ ...o, occupants: o.occupants.slice(0, 2) })),
    // 338,24 − 28,00 = 310,24; tax unchanged
    lines: without(FAMILY, person(7, 400)),
    totalCents: 31024,
  },
  {
    change: 'an adult added (the grandmother), grid of the stay',
    base: 'family',
    act: edit('keepExistingGrid', (o, site) => ({ ...o, occupants: [...o.occupants, adult(site, 'Anne')] })),
    // the two included persons are adults: 1 adult 7 × 8,00 = 56,00 and the child 28,00;
    // 245 + 56 + 28 + 31,50 + 21 + 3,50 = 385,00; tax 3 × 7 = 21 × 0,60 = 12,60, + 1,26 → 398,86
    lines: [...without(without(FAMILY, tax(14)), additional(84)), person(7, 800), tax(21), additional(126)],
    totalCents: 39886,
  },
  {
    change: 'an adult added (the grandmother), existing detail kept',
    base: 'family',
    act: edit('keepExistingDetail', (o, site) => ({ ...o, occupants: [...o.occupants, adult(site, 'Anne')] })),
    // the lines kept, 329,00; the tax follows the people: 21 × 0,60 = 12,60, + 1,26 → 342,86
    lines: [...without(without(FAMILY, tax(14)), additional(84)), tax(21), additional(126)],
    totalCents: 34286,
  },
  {
    change: 'an adult exempted as a seasonal worker of the commune, existing detail kept',
    base: 'family',
    act: edit('keepExistingDetail', (o) => ({
      ...o,
      occupants: o.occupants.map((p, i) => (i === 1 ? { ...p, taxExemption: 'seasonalWorker' } : p)),
    })),
    // the lines kept, 329,00; one adult taxed: 1 × 7 = 7 × 0,60 = 4,20, + 0,42 → 333,62
    lines: [...without(without(FAMILY, tax(14)), additional(84)), tax(7), additional(42)],
    totalCents: 33362,
  },
  {
    change: 'an adult removed',
    base: 'family',
    act: edit('keepExistingGrid', (o) => ({ ...o, occupants: [o.occupants[0], o.occupants[2]] })),
    // one adult and the child, both within the 2 included: 245 + 31,50 + 21 + 3,50 = 301,00;
    // tax 1 × 7 = 7 × 0,60 = 4,20, + 0,42 → 305,62
    lines: [place(7, 3500), extra(7, 450), animal(7, 300), vehicle(1, 350), tax(7), additional(42)],
    totalCents: 30562,
  },
  {
    change: 'a second dog added',
    base: 'family',
    act: edit('keepExistingGrid', (o, site) => ({
      ...o,
      animals: [...o.animals, { animalTypeId: site.dogId, quantity: 1, name: 'Rex' }],
    })),
    // dogs 2 × 7 = 14 × 3,00 = 42,00 instead of 21,00 → 359,24
    lines: replaced(FAMILY, animal(7, 300), animal(14, 300)),
    totalCents: 35924,
  },
  {
    change: 'the dog removed',
    base: 'family',
    act: edit('keepExistingGrid', (o) => ({ ...o, animals: [] })),
    // 338,24 − 21,00 = 317,24
    lines: without(FAMILY, animal(7, 300)),
    totalCents: 31724,
  },
  {
    change: 'a second car added',
    base: 'family',
    act: edit('keepExistingGrid', (o, site) => ({
      ...o,
      vehicles: [...o.vehicles, { vehicleTypeId: site.carId, brand: null, plate: 'LM-789-NP' }],
    })),
    // cars 2 × 3,50 = 7,00 → 341,74
    lines: replaced(FAMILY, vehicle(1, 350), vehicle(2, 350)),
    totalCents: 34174,
  },
  {
    change: 'the car removed',
    base: 'family',
    act: edit('keepExistingGrid', (o) => ({ ...o, vehicles: [] })),
    // 338,24 − 3,50 = 334,74
    lines: without(FAMILY, vehicle(1, 350)),
    totalCents: 33474,
  },
  {
    change: 'a fridge added',
    base: 'family',
    act: edit('keepExistingGrid', (o, site) => ({
      ...o,
      extras: [...o.extras, { extraId: site.fridgeId, quantity: 1, startDate: null, endDate: null }],
    })),
    // fridge 7 × 2,50 = 17,50 → 355,74
    lines: [...FAMILY, extra(7, 250)],
    totalCents: 35574,
  },
  {
    change: 'the electricity removed',
    base: 'family',
    act: edit('keepExistingGrid', (o) => ({ ...o, extras: [] })),
    // 338,24 − 31,50 = 306,74
    lines: without(FAMILY, extra(7, 450)),
    totalCents: 30674,
  },
  {
    change: 'validated, then shortened by 3 nights: validation freezes nothing',
    base: 'family',
    before: ({ admin, booking }) => post(admin, `booking/${booking.id}/validate`),
    act: edit('keepExistingGrid', dates('2026-07-10', '2026-07-14')),
    // as the shortened row: 194,78, the tax 8 × 0,60
    lines: [place(4, 3500), person(4, 400), extra(4, 450), animal(4, 300), vehicle(1, 350), tax(8), additional(48)],
    totalCents: 19478,
  },
  {
    change: 'moved on the planning to pitch 2, two days later and two nights longer (12–21 July)',
    base: 'family',
    act: ({ admin, booking, site }) =>
      post(admin, `occupancy/${booking.occupancies[0]?.id}/move`, {
        placeId: site.pitches[1],
        startDate: '2026-07-12',
        endDate: '2026-07-21',
      }),
    // 9 high nights, grid of the stay: as the first row, 433,88 with the tax 18 × 0,60
    lines: [place(9, 3500), person(9, 400), extra(9, 450), animal(9, 300), vehicle(1, 350), tax(18), additional(108)],
    totalCents: 43388,
  },
  {
    change: "the grandparents' occupancy cancelled: the tax is the family's only",
    base: 'family and grandparents',
    act: ({ admin, booking }) => post(admin, `occupancy/${booking.occupancies[1]?.id}/cancel`),
    // the grandparents' 245,00 + 8,40 + 0,84 go; the family's 338,24 stays, tax 14 × 0,60
    lines: FAMILY,
    totalCents: 33824,
  },
  {
    change: 'the option confirmed: « 28 × 0,60 » stays « 28 × 0,60 »',
    base: 'friends',
    act: ({ admin, booking }) => post(admin, `booking/${booking.id}/to-reservation`),
    // 3 low nights × 60,00 + 4 high × 100,00 = 580,00; 4 adults × 7 nights = 28 × 0,60 = 16,80, + 1,68 → 598,48
    lines: [place(3, 6000), place(4, 10000), tax(28), additional(168)],
    totalCents: 59848,
    kind: BOOKING_KIND.reservation,
  },
  {
    change: 'the option confirmed, then extended by 2 nights',
    base: 'friends',
    before: ({ admin, booking }) => post(admin, `booking/${booking.id}/to-reservation`),
    act: edit('keepExistingGrid', dates('2026-06-28', '2026-07-07')),
    // 3 × 60,00 + 6 × 100,00 = 780,00; 4 × 9 = 36 × 0,60 = 21,60, + 2,16 → 803,76
    lines: [place(3, 6000), place(6, 10000), tax(36), additional(216)],
    totalCents: 80376,
    kind: BOOKING_KIND.reservation,
  },
  {
    change: 'the option moved to pitch 3 (another type), grid in force',
    base: 'friends',
    act: edit('updateFromGrid', (o, site) => ({ ...o, placeId: site.pitches[2] as number })),
    // 3 × 20,00 + 4 × 35,00 = 200,00; 2 adults above the 2 included: 2 × 3 = 6 × 5,00 = 30,00 and
    // 2 × 4 = 8 × 8,00 = 64,00; tax 28 × 0,60 = 16,80, + 1,68 → 312,48
    lines: [place(3, 2000), place(4, 3500), person(6, 500), person(8, 800), tax(28), additional(168)],
    totalCents: 31248,
  },
  {
    change: 'booked early (−10 % of the place), extended by 2 nights, existing detail adapted to the new nights',
    base: 'family',
    today: '2026-03-02T09:00:00Z',
    setUp: earlyBookingOffer,
    act: edit('updateFromExistingDetail', dates('2026-07-10', '2026-07-19')),
    // as booked: 338,24 − 10 % of the place's 245,00 = 24,50 → 313,74.
    // per-night lines rescaled 7 → 9 nights, the car per stay kept: 315 + 36 + 40,50 + 27 + 3,50 = 422,00;
    // the offer, a share of the stay, recomputed on the adapted lines: 10 % of 9 × 35,00 = 315,00 → 31,50
    // (not the 24,50 kept); tax 18 × 0,60 = 10,80, + 1,08 → 422,00 − 31,50 + 11,88 = 402,38
    lines: [
      place(9, 3500),
      person(9, 400),
      extra(9, 450),
      animal(9, 300),
      vehicle(1, 350),
      offer(1, -3150),
      tax(18),
      additional(108),
    ],
    totalCents: 40238,
  },
  {
    change: 'moved to an electrified pitch (another type, the same grid, electricity included in its price)',
    base: 'family',
    setUp: electrifiedPitch,
    act: (s) => edit('keepExistingGrid', (o) => ({ ...o, placeId: s.made.electrifiedPlace }))(s),
    // the grid version the stay was priced with already prices the electrified type: 7 × 40,00 = 280,00;
    // the child 7 × 4,00 = 28,00; electricity included: 7 × 0,00, not billed twice (it was 31,50 on
    // pitch 1); dog 7 × 3,00 = 21,00; car 3,50 → 332,50; tax 14 × 0,60 = 8,40, + 0,84 → 341,74
    lines: [place(7, 4000), person(7, 400), extra(7, 0), animal(7, 300), vehicle(1, 350), tax(14), additional(84)],
    totalCents: 34174,
  },
];

/** « Réservation anticipée » : −10 % of the place on the pitch grid, booked 60 days ahead or more. */
async function earlyBookingOffer(admin: Client, site: StaySite) {
  const saved = await ok(
    await admin.post('/rest/price/special-offer/edit', {
      id: 0,
      type: 8,
      labels: { fr: 'Réservation anticipée −10 %' },
      offerStartDate: '2026-01-01',
      offerEndDate: '2026-12-31',
      stayStartDate: '2026-04-01',
      stayEndDate: '2026-09-30',
      gridIds: [site.pitchGridId],
      reduction: 1000,
      reductionUnit: 'percent',
      daysBeforeArrival: 60,
      application: 'accommodation',
      visibility: 'competition',
    }),
  );
  return { offerId: saved.id as number };
}

/** An electrified pitch type priced by the pitch grid (25,00 € low, 40,00 € high), electricity included there only. */
async function electrifiedPitch(admin: Client, site: StaySite) {
  const typeId = (
    await ok(
      await admin.post('/rest/place/place-type/edit', {
        id: 0,
        ...placeTypeBody('Emplacement électrifié', { shortCode: 'ELEC', tvaId: site.tva10 }),
      }),
    )
  ).id as number;
  const grid = pitchGrid(site);
  await ok(
    await admin.post('/rest/price/grid/edit', {
      ...grid,
      id: site.pitchGridId,
      periods: grid.periods.map((p, i) => ({
        ...p,
        prices: [...p.prices, { ...p.prices[0], placeTypeId: typeId, nightCents: i === 0 ? 2500 : 4000 }],
      })),
      options: grid.options.map((o) =>
        o.refId === site.electricityId ? { ...o, isIncluded: true, includedPlaceTypeIds: [typeId] } : o,
      ),
    }),
  );
  const place = await ok(await admin.post('/rest/place/place/edit', { id: 0, number: 'E1', typeId, capacity: 6 }));
  return { electrifiedPlace: place.id as number };
}

async function baseStay(admin: Client, site: StaySite, base: Row['base']): Promise<BookingDto> {
  if (base === 'friends') return book(admin, friendsOption(site));
  const family = familyStay(site);
  if (base === 'family') return book(admin, family);
  const grandparents = {
    placeId: site.pitches[1],
    startDate: '2026-07-10',
    endDate: '2026-07-17',
    occupants: [adult(site, 'Anne'), adult(site, 'Jean')],
  };
  return book(admin, { ...family, occupancies: [...family.occupancies, grandparents] });
}

const sorted = (lines: readonly Line[]) => [...lines].sort((a, b) => a[0] - b[0] || a[2] - b[2] || a[1] - b[1]);
const taxLines = (lines: readonly Line[]) =>
  sorted(lines.filter(([kind]) => kind === LINE_KINDS.tax || kind === LINE_KINDS.otherTax));
const taxOf = (lines: readonly Line[]) => taxLines(lines).reduce((s, [, quantity, unit]) => s + quantity * unit, 0);
type Priced = { kind: number; quantity: number; unitCents: number };
const asLines = (lines: readonly Priced[]): Line[] => lines.map((l) => [l.kind, l.quantity, l.unitCents]);

describe('stay changes, each price by hand: the tourist tax is recomputed from the taxed persons and nights whatever the price choice', () => {
  it('the family as saved: 338,24 €, the tax « 14 × 0,60 »', async () => {
    const site = await staySite(ctx.admin);
    const saved = await book(ctx.admin, familyStay(site));
    expect(sorted(asLines(saved.lines))).toEqual(sorted(FAMILY));
    expect([saved.totalCents, saved.touristTaxCents]).toEqual([33824, 924]);
  });

  it.each(rows)('$change', async (row) => {
    const app = row.today ? await makeTestApp({ now: row.today }) : null;
    try {
      const admin = app ? await app.signIn() : ctx.admin;
      const site = await staySite(admin);
      const made = (await row.setUp?.(admin, site)) ?? {};
      const stays: Stays = { site, admin, booking: await baseStay(admin, site, row.base), made };
      await row.before?.(stays);
      const changed = await row.act(stays);
      const lines = changed.lines.filter((l) => !l.isPartnerLine);
      expect(lines.every((l) => l.amountCents === l.quantity * l.unitCents)).toBe(true);
      expect(sorted(asLines(lines))).toEqual(sorted(row.lines));
      expect(changed.totalCents).toBe(row.totalCents);
      expect(changed.touristTaxCents).toBe(taxOf(row.lines));
      // The sheet opened again prices the stay live: the same tax, with the same quantities.
      const reading = await ok(await admin.get(`/rest/booking/booking/reading/${changed.id}`));
      const shown = reading.quote.occupancies.flatMap(
        (o: { quote: { lines: Priced[] } | null }) => o.quote?.lines ?? [],
      );
      expect(taxLines(asLines(shown))).toEqual(taxLines(row.lines));
      if (row.kind) expect(changed.kind).toBe(row.kind);
    } finally {
      app?.close();
    }
  });
});
