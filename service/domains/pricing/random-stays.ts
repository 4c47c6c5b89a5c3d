// Varied random stays for the property test and the pricing bench: a tiny seeded generator
// (mulberry32), so every run draws the same stays on every machine. Every stay drawn is valid.
import { addDays } from './days';
import { AGE_CATEGORIES, ELECTRICITY, makeGrid, makeOffer } from './fixtures';
import type {
  DepositTerms,
  GridOption,
  ItemRequest,
  OccupantPrice,
  Occupants,
  Partner,
  PeriodPrices,
  PriceGrid,
  PriceModel,
  QuoteInput,
  SpecialOffer,
  TouristTax,
} from './types';

export interface Random {
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { int, chance: (p) => next() < p, pick: (items) => items[int(0, items.length - 1)] };
}

const PLACE = { id: 1, label: 'Emplacement', vatBp: 1000, capacity: 8 };
const SEASON_START = '2026-04-01';
const SEASON_DAYS = 183;

const maybe = <T>(r: Random, value: T) => (r.chance(0.5) ? value : null);

function occupantPrice(r: Random, ageCategoryId: number): OccupantPrice {
  const mode = r.pick([1, 2, 3, 4, 5] as const);
  const slices = mode === 2 ? Array.from({ length: 6 }, () => r.int(0, 1200)) : undefined;
  return { ageCategoryId, mode, cents: r.int(0, 1500), slices };
}

function periodPrices(r: Random, periodId: number): PeriodPrices {
  return {
    periodId,
    placeTypeId: PLACE.id,
    nightCents: r.int(500, 6000),
    firstNightsCents: maybe(r, r.int(500, 7000)),
    specialNightsCents: maybe(r, r.int(500, 7000)),
    weekendCents: r.int(1000, 12000),
    weekCents: r.int(10000, 120000),
    extraNightCents: maybe(r, r.int(500, 20000)),
    packageCents: r.int(5000, 150000),
    occupants: AGE_CATEGORIES.filter(() => r.chance(0.7)).map((c) => occupantPrice(r, c.id)),
  };
}

function options(r: Random): GridOption[] {
  const base = { ...ELECTRICITY, isIncluded: false, isMandatory: false, maxQuantity: 3 };
  return [
    { ...base, periodCents: r.chance(0.3) ? [{ periodId: 2, cents: r.int(100, 900) }] : undefined },
    { ...base, refId: 2, label: 'Draps', cents: r.int(500, 2000), pricing: 'week', vatBp: 550 },
    { ...base, refId: 3, label: 'Ménage', cents: r.int(2000, 8000), pricing: null, isIncluded: r.chance(0.3) },
    { ...base, kind: 'animal', refId: 1, label: 'Chien', cents: r.int(100, 600), isMandatory: r.chance(0.2) },
    { ...base, kind: 'vehicle', refId: 1, label: 'Voiture', cents: r.int(100, 500), pricing: 'stay' },
  ];
}

function grid(r: Random, model: PriceModel, partner: Partner | null): PriceGrid {
  return makeGrid({
    priceModel: model,
    optionPricing: r.pick(['stay', 'week', 'night'] as const),
    firstNightsCount: r.int(0, 2),
    specialWeekdays: r.chance(0.5) ? [5, 6] : [],
    weekDiscountsBp: Array.from({ length: 4 }, () => r.int(0, 1500)),
    includedPersons: r.int(0, 4),
    maxPersons: 8,
    partnerIds: partner ? [partner.id] : [],
    bookingFeeCents: r.int(0, 3000),
    prices: [1, 2, 3].map((id) => periodPrices(r, id)),
    options: options(r),
  });
}

function offer(r: Random, id: number): SpecialOffer {
  const type = r.pick([1, 2, 3, 4, 5, 6, 7, 8] as const);
  const isPercent = type === 2 || ((type === 7 || type === 8) && r.chance(0.5));
  return makeOffer({
    id,
    type,
    reduction: isPercent ? r.int(100, 5000) : r.int(100, 20000),
    reductionUnit: isPercent ? 'percent' : 'euro',
    application: r.pick(['accommodation', 'accommodationAndOccupants', 'stay'] as const),
    visibility: r.pick(['competition', 'duplicate', 'dominant'] as const),
    nightsStayed: 7,
    nightsPaid: r.int(4, 6),
    daysBeforeArrival: r.int(5, 90),
    service: { kind: 'extra', refId: r.int(1, 3) },
    minNights: maybe(r, r.int(1, 5)),
    bookingFeeOverride: r.chance(0.2) ? { mode: 'free' } : null,
    paymentMethodIds: r.chance(0.3) ? [1, r.int(2, 4)] : [],
  });
}

function occupants(r: Random): Occupants[] {
  const list: Occupants[] = [{ ageCategoryId: 1, count: r.int(1, 3) }];
  if (r.chance(0.5)) list.push({ ageCategoryId: 2, count: r.int(1, 2) });
  if (r.chance(0.3)) list.push({ ageCategoryId: 3, count: 1 });
  if (r.chance(0.2)) list.push({ ageCategoryId: 1, count: 1, exemption: { reason: 'seasonalWorker' } });
  return list;
}

function items(r: Random): ItemRequest[] {
  const asked: ItemRequest[] = [];
  for (const [kind, refId] of [
    ['extra', 1],
    ['extra', 2],
    ['extra', 3],
    ['animal', 1],
    ['vehicle', 1],
    ['extra', 8],
    ['extra', 404],
  ] as const) {
    if (r.chance(0.4)) asked.push({ kind, refId, quantity: r.int(1, kind === 'extra' && refId === 8 ? 1 : 3) });
  }
  return asked;
}

function touristTax(r: Random): TouristTax | null {
  if (r.chance(0.2)) return null;
  const isPercent = r.chance(0.3);
  return {
    label: 'Taxe de séjour',
    unit: isPercent ? 'percent' : 'euro',
    rates: [
      { startDate: '2026-01-01', endDate: '2026-06-30', value: isPercent ? r.int(100, 500) : r.int(20, 150) },
      { startDate: '2026-07-01', endDate: '2026-12-31', value: isPercent ? r.int(100, 500) : r.int(20, 150) },
    ],
    additionalBp: r.pick([0, 1000]),
    maxNights: maybe(r, r.int(1, 10)),
    capCents: isPercent ? r.int(50, 400) : null,
  };
}

function deposit(r: Random): DepositTerms {
  const mode = r.pick(['fixed', 'percent', 'startedWeek', 'firstNight', 'full'] as const);
  return { mode, rateBp: r.int(0, 10000), amountCents: r.int(0, 50000), balanceDaysBeforeArrival: r.int(0, 60) };
}

const PARTNER: Partner = {
  id: 5,
  label: 'Agence',
  commission: { type: 'percent', value: 1200, base: 'accommodationAndExtras' },
  commissionPeriods: [{ startDate: '2026-07-01', endDate: '2026-08-31', rateBp: 1500 }],
};

/** Model 4 needs a period the stay matches exactly: its own grid of one period. */
function specialDurationGrid(g: PriceGrid, arrival: string, departure: string): PriceGrid {
  const period = { id: 9, label: 'Durée spéciale', startDate: arrival, endDate: departure };
  return { ...g, periods: [period], prices: [{ ...g.prices[0], periodId: 9 }] };
}

export function randomStay(r: Random): QuoteInput {
  const nights = r.int(1, 21);
  const arrival = addDays(SEASON_START, r.int(0, SEASON_DAYS - nights));
  const departure = addDays(arrival, nights);
  const partner = r.chance(0.2) ? PARTNER : null;
  const model = r.pick([1, 2, 3, 4, 5, 6, 7, 8, 9] as const);
  const drawn = grid(r, model, partner);
  const priced = model === 4 ? specialDurationGrid(drawn, arrival, departure) : drawn;
  return {
    grids: [priced],
    placeType: PLACE,
    partner,
    arrival,
    departure,
    bookingDate: addDays(arrival, -r.int(0, 200)),
    ageCategories: AGE_CATEGORIES,
    occupants: occupants(r),
    items: items(r),
    catalogue: [
      { kind: 'extra', refId: 8, label: 'Barbecue', cents: 1200, vatBp: 2000, pricing: 'stay', maxQuantity: 1 },
    ],
    itemTypes: [],
    offers: Array.from({ length: r.int(0, 3) }, (_, i) => offer(r, i + 1)),
    promoCode: null,
    touristTax: touristTax(r),
    deposit: deposit(r),
    fees: {
      mode: r.pick(['base', 'free', 'amount'] as const),
      amountCents: r.int(0, 2500),
      vatBp: 2000,
      chargePartnerBookings: r.chance(0.5),
    },
    overrides: r.chance(0.1) ? [{ key: 'fees', amountCents: r.int(0, 5000) }] : [],
  };
}
