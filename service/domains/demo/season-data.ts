// The 2026 season of Camping des Pins, and the same for 2027 so the demo stays useful once 2026 is
// past: low, mid and high periods; pitches by the night (two persons included, then a price per
// adult, teenager and child), rentals by the night outside July–August and by the week inside it,
// with extra nights; and the special offers a French campsite runs (weekend, short stay, last
// minute, 7 nights for 6, early booking). Prices in cents, rates in basis points.
import type { DemoPlaceTypeCode } from './campsite-plan-data';

export const demoSeasonYears = [2026, 2027] as const;

export type SeasonCode = 'low' | 'mid' | 'high';

/** The periods of a year, month-day bounds: both grids share them. */
export const demoSeasonPeriods: readonly { label: string; season: SeasonCode; start: string; end: string }[] = [
  { label: 'Basse saison printemps', season: 'low', start: '04-01', end: '06-14' },
  { label: 'Moyenne saison juin', season: 'mid', start: '06-15', end: '06-30' },
  { label: 'Haute saison', season: 'high', start: '07-01', end: '08-31' },
  { label: 'Moyenne saison septembre', season: 'mid', start: '09-01', end: '09-30' },
  { label: 'Basse saison automne', season: 'low', start: '10-01', end: '10-31' },
];

type BySeason = Readonly<Record<SeasonCode, number>>;

/** Pitches: the night for two persons. */
export const demoPitchNights: Readonly<Partial<Record<DemoPlaceTypeCode, BySeason>>> = {
  NU: { low: 1800, mid: 2600, high: 3600 },
  ELEC: { low: 2300, mid: 3100, high: 4200 },
  PREMIUM: { low: 2900, mid: 3900, high: 5200 },
};

/** Pitches: each person above the two included, per night, by age bracket (from age). */
export const demoPersonNights: readonly { ageFrom: number; cents: BySeason }[] = [
  { ageFrom: 18, cents: { low: 500, mid: 600, high: 750 } },
  { ageFrom: 13, cents: { low: 400, mid: 500, high: 600 } },
  { ageFrom: 2, cents: { low: 300, mid: 400, high: 500 } },
];

/** Rentals: the night, the week (seven nights or more), and the extra night after a week in July–August. */
export const demoRentalPrices: Readonly<
  Partial<Record<DemoPlaceTypeCode, { night: BySeason; week: BySeason; extraNight: number }>>
> = {
  MH2: {
    night: { low: 6500, mid: 8500, high: 12000 },
    week: { low: 39000, mid: 52000, high: 79000 },
    extraNight: 12000,
  },
  MH3: {
    night: { low: 7500, mid: 9900, high: 14000 },
    week: { low: 45000, mid: 62000, high: 92000 },
    extraNight: 14000,
  },
  CHALET: {
    night: { low: 8500, mid: 11000, high: 15500 },
    week: { low: 51000, mid: 69000, high: 99000 },
    extraNight: 15500,
  },
  LODGE: {
    night: { low: 5500, mid: 7500, high: 10500 },
    week: { low: 33000, mid: 45000, high: 68000 },
    extraNight: 10500,
  },
};

export const demoPitchGrid = 'Emplacements 2026-2027';
export const demoRentalGrid = 'Locatifs 2026-2027';
/** Booking fee of a rental booking; pitches have none. */
export const demoRentalBookingFeeCents = 1500;

export type DemoGridCode = 'pitch' | 'rental';

export interface DemoOffer {
  readonly labels: Readonly<Record<string, string>>;
  readonly type: 1 | 2 | 4 | 7 | 8;
  readonly grids: readonly DemoGridCode[];
  /** Stay period, month-day bounds in the offer's year. */
  readonly stay: readonly [string, string];
  /** Bookable from (year - 1) this month-day, until the end of its stay period unless `bookableUntil`. */
  readonly bookableFrom: string;
  readonly bookableUntil?: string;
  readonly reduction: number;
  readonly reductionUnit?: 'euro' | 'percent';
  readonly minNights?: number;
  readonly maxNights?: number;
  readonly nightsStayed?: number;
  readonly nightsPaid?: number;
  readonly daysBeforeArrival?: number;
  readonly visibility?: 'competition' | 'duplicate' | 'dominant';
}

/** Each offer is made for each season year, its label followed by the year. */
export const demoOffers: readonly DemoOffer[] = [
  {
    labels: { fr: 'Week-end détente', en: 'Relaxing weekend' },
    type: 2,
    grids: ['pitch', 'rental'],
    stay: ['04-01', '06-14'],
    bookableFrom: '10-01',
    reduction: 1000,
    minNights: 2,
    maxNights: 2,
  },
  {
    labels: { fr: 'Court séjour', en: 'Short stay' },
    type: 1,
    grids: ['pitch'],
    stay: ['04-01', '10-31'],
    bookableFrom: '10-01',
    reduction: 1000,
    minNights: 3,
    maxNights: 4,
  },
  {
    labels: { fr: '7 nuits pour 6', en: '7 nights for the price of 6' },
    type: 4,
    grids: ['pitch', 'rental'],
    stay: ['04-01', '06-30'],
    bookableFrom: '10-01',
    reduction: 0,
    nightsStayed: 7,
    nightsPaid: 6,
  },
  {
    labels: { fr: 'Dernière minute', en: 'Last minute' },
    type: 7,
    grids: ['rental'],
    stay: ['04-01', '10-31'],
    bookableFrom: '10-01',
    reduction: 1500,
    reductionUnit: 'percent',
    daysBeforeArrival: 7,
  },
  {
    labels: { fr: 'Réservation anticipée', en: 'Early booking' },
    type: 8,
    grids: ['pitch', 'rental'],
    stay: ['04-01', '10-31'],
    bookableFrom: '10-01',
    bookableUntil: '03-31',
    reduction: 1000,
    reductionUnit: 'percent',
    daysBeforeArrival: 90,
    visibility: 'duplicate',
  },
];
