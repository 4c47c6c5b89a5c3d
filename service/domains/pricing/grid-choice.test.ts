// The grid chosen by period, on a site with two mobile-home grids: spring (April–June and
// September) by the night, summer (July–August) by the night with Saturday-to-Saturday stays.
// Every figure is computed by hand in the test.
import { describe, expect, it } from 'vitest';
import { ELECTRICITY, MOBILE_HOME, makeGrid, makeInput, PITCH } from './fixtures';
import { quote } from './quote';
import { gridOverlaps, overlapWarning } from './rules';
import type { GridOption, PriceGrid, QuoteInput } from './types';

const SPRING = { id: 11, label: 'Avril–juin', startDate: '2026-04-01', endDate: '2026-06-30' };
const SEPTEMBER = { id: 12, label: 'Septembre', startDate: '2026-09-01', endDate: '2026-09-30' };
const SUMMER = { id: 21, label: 'Juillet–août', startDate: '2026-07-01', endDate: '2026-08-31' };

const CLEANING: GridOption = { ...ELECTRICITY, refId: 2, label: 'Ménage', cents: 5000, pricing: 'stay' };

/** Spring: 80 € a night (September 70 €), an adult above the two included 5 € a night; electricity 4,50 €, cleaning 50 €. */
const springGrid = (change: Partial<PriceGrid> = {}) =>
  makeGrid({
    id: 10,
    label: 'Mobil-homes printemps',
    periods: [SPRING, SEPTEMBER],
    prices: [
      { periodId: 11, placeTypeId: 2, nightCents: 8000, occupants: [{ ageCategoryId: 1, mode: 1, cents: 500 }] },
      { periodId: 12, placeTypeId: 2, nightCents: 7000 },
    ],
    options: [ELECTRICITY, CLEANING],
    ...change,
  });

/** Summer: 120 € a night, an adult above two 8 € a night; electricity 6 €, cleaning 70 €; Saturday to Saturday. */
const summerGrid = (change: Partial<PriceGrid> = {}) =>
  makeGrid({
    id: 20,
    label: 'Mobil-homes été',
    periods: [SUMMER],
    prices: [
      { periodId: 21, placeTypeId: 2, nightCents: 12000, occupants: [{ ageCategoryId: 1, mode: 1, cents: 800 }] },
    ],
    options: [
      { ...ELECTRICITY, cents: 600 },
      { ...CLEANING, cents: 7000 },
    ],
    arrivalWeekdays: [6],
    departureWeekdays: [6],
    ...change,
  });

const stay = (arrival: string, departure: string, change: Partial<QuoteInput> = {}) =>
  makeInput({ grids: [springGrid(), summerGrid()], placeType: MOBILE_HOME, arrival, departure, ...change });

const amounts = (input: QuoteInput) => quote(input).lines.map((l) => [l.label, l.amountCents]);

describe('the grid is chosen by period', () => {
  it('Choose the grid whose periods cover the stay: a July week takes the summer grid, though the spring grid comes first', () => {
    // 2026-07-04 and 2026-07-11 are Saturdays: 7 nights × 120 € = 840 €.
    const q = quote(stay('2026-07-04', '2026-07-11'));
    expect(q.gridId).toBe(20);
    expect(q.totals.totalCents).toBe(84000);
    expect(q.warnings).toEqual([]);
    // May and September still take the spring grid: 3 × 80 €, 3 × 70 €.
    expect(quote(stay('2026-05-04', '2026-05-07'))).toMatchObject({ gridId: 10, totals: { totalCents: 24000 } });
    expect(quote(stay('2026-09-07', '2026-09-10'))).toMatchObject({ gridId: 10, totals: { totalCents: 21000 } });
  });

  it('No price grid for the place type and period: a night no active grid covers refuses the stay', () => {
    expect(() => quote(stay('2026-10-03', '2026-10-10'))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
    // The last night (30 September) is covered, the departure day is not a night: accepted; one night more is not.
    expect(quote(stay('2026-09-28', '2026-10-01')).totals.totalCents).toBe(21000);
    expect(() => quote(stay('2026-09-28', '2026-10-02'))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
    // A grid that prices no period of the type, or is inactive, covers nothing.
    expect(() => quote(stay('2026-07-04', '2026-07-11', { placeType: PITCH }))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
    const inactive = [springGrid(), summerGrid({ isActive: false })];
    expect(() => quote(stay('2026-07-04', '2026-07-11', { grids: inactive }))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
  });

  it('A stay across two grids is priced night by night from each, with the « some options have date splits » warning', () => {
    // Saturday 27 June → Saturday 4 July, three adults (two included), electricity and cleaning:
    // place 4 × 80 € (spring) + 3 × 120 € (summer); third adult 4 × 5 € + 3 × 8 €;
    // electricity 4 × 4,50 € + 3 × 6 €; cleaning once per stay, from the arrival night's grid: 50 €.
    const input = stay('2026-06-27', '2026-07-04', {
      occupants: [{ ageCategoryId: 1, count: 3 }],
      items: [
        { kind: 'extra', refId: 1, quantity: 1 },
        { kind: 'extra', refId: 2, quantity: 1 },
      ],
    });
    const q = quote(input);
    expect(amounts(input)).toEqual([
      ['Nuit (Avril–juin)', 32000],
      ['Nuit (Juillet–août)', 36000],
      ['Adulte (Avril–juin)', 2000],
      ['Adulte (Juillet–août)', 2400],
      ['Électricité (Avril–juin)', 1800],
      ['Ménage', 5000],
      ['Électricité (Juillet–août)', 1800],
    ]);
    expect(q.totals.totalCents).toBe(32000 + 36000 + 2000 + 2400 + 1800 + 5000 + 1800);
    expect(q.totals.totalCents).toBe(81000);
    // The stay is the arrival night's grid's (its fees, offers, the version a booking keeps).
    expect(q.gridId).toBe(10);
    expect(q.lines.find((l) => l.label === 'Nuit (Juillet–août)')?.explain).toContain('grille « Mobil-homes été »');
    expect(q.warnings).toEqual([
      {
        code: 'OPTIONS_DATE_SPLIT_WARNING',
        message:
          'Attention : le séjour est à cheval sur deux grilles tarifaires, chaque nuit au prix de la grille qui la ' +
          'couvre : « Mobil-homes printemps » les nuits du 27/06/2026 au 30/06/2026, « Mobil-homes été » les nuits ' +
          'du 01/07/2026 au 03/07/2026.',
      },
    ]);
  });

  it('A stay across two week grids: a share shorter than a week at week ÷ 7 a night, whole weeks and extra nights in the other', () => {
    const weekly = [
      springGrid({ priceModel: 2, prices: [{ periodId: 11, placeTypeId: 2, weekCents: 42000 }] }),
      summerGrid({
        priceModel: 2,
        prices: [{ periodId: 21, placeTypeId: 2, weekCents: 84000, extraNightCents: 13000 }],
        minNights: { operator: 'multipleOf', value: 7 },
      }),
    ];
    // Saturday 27 June → Saturday 11 July: spring 4 nights × 420 € ÷ 7 = 4 × 60 €; summer 10 nights:
    // one week 840 € + 3 extra nights × 130 €. Summer's "multiple of 7" counts the whole stay (14), not its 10.
    const input = stay('2026-06-27', '2026-07-11', { grids: weekly });
    expect(amounts(input)).toEqual([
      ['Semaine à cheval, nuit (Avril–juin)', 24000],
      ['Semaine (Juillet–août)', 84000],
      ['Nuit supplémentaire (Juillet–août)', 39000],
    ]);
    expect(quote(input).totals.totalCents).toBe(147000);
  });

  it("Each grid's own weekdays: the arrival night's grid gives the arrival day, the last night's grid the departure day", () => {
    // Wednesday 1 July: the arrival night is summer's, which takes Saturdays only.
    expect(() => quote(stay('2026-07-01', '2026-07-11'))).toThrow('INVALID_DATES');
    // Thursday 25 June: spring's night, any day; departure Saturday 4 July on summer's Saturday:
    // 6 × 80 € + 3 × 120 €.
    expect(quote(stay('2026-06-25', '2026-07-04')).totals.totalCents).toBe(84000);
    // Departure Friday 3 July after a summer night: refused.
    expect(() => quote(stay('2026-06-25', '2026-07-03'))).toThrow('INVALID_DATES');
    // Spring's own departure day (Sunday) does not bind a stay whose last night is summer's.
    const grids = [springGrid({ departureWeekdays: [7] }), summerGrid()];
    expect(quote(stay('2026-06-27', '2026-07-04', { grids })).totals.totalCents).toBe(68000);
    expect(() => quote(stay('2026-06-20', '2026-06-27', { grids }))).toThrow('INVALID_DATES');
  });

  it("Minimum nights: every grid the stay uses bounds the whole stay's length", () => {
    const grids = [springGrid(), summerGrid({ minNights: { operator: 'atLeast', value: 7 } })];
    // Monday 29 June → Saturday 4 July: 5 nights, below summer's 7.
    expect(() => quote(stay('2026-06-29', '2026-07-04', { grids }))).toThrow('CONFIGURATION_NOT_POSSIBLE');
    // Saturday 20 June → Saturday 4 July: 14 nights, 3 of them summer's: 11 × 80 € + 3 × 120 € = 1 240 €.
    expect(quote(stay('2026-06-20', '2026-07-04', { grids })).totals.totalCents).toBe(124000);
  });

  it('Partner grid first, else public, night by night: a partner July grid prices July, spring stays public', () => {
    const partnerGrid = makeGrid({
      id: 30,
      label: 'Mobil-homes agence',
      partnerIds: [5],
      periods: [{ ...SUMMER, id: 31 }],
      prices: [{ periodId: 31, placeTypeId: 2, nightCents: 10000 }],
    });
    const partner = {
      id: 5,
      label: 'Agence',
      commission: { type: 'percent' as const, value: 0, base: 'stay' as const },
      commissionPeriods: [],
    };
    const grids = [springGrid(), summerGrid(), partnerGrid];
    expect(quote(stay('2026-07-04', '2026-07-11', { grids, partner }))).toMatchObject({
      gridId: 30,
      totals: { totalCents: 70000 },
    });
    expect(quote(stay('2026-05-04', '2026-05-07', { grids, partner })).gridId).toBe(10);
    // 4 spring nights × 80 € (public) + 3 nights × 100 € (the partner's).
    expect(quote(stay('2026-06-27', '2026-07-04', { grids, partner })).totals.totalCents).toBe(62000);
    // Without the partner, July is the public summer grid's.
    expect(quote(stay('2026-07-04', '2026-07-11', { grids })).gridId).toBe(20);
  });

  it('Keep existing grid: the kept version prices the nights it covers, the others are chosen by period', () => {
    const kept = summerGrid({
      historyVersion: 1,
      prices: [{ periodId: 21, placeTypeId: 2, nightCents: 11000 }],
    });
    const priceUpdate = { choice: 'keepExistingGrid' as const, existingGrid: kept };
    // 4 spring nights × 80 € + 3 nights × 110 € (the kept summer version, not today's 120 €).
    expect(quote(stay('2026-06-27', '2026-07-04', { priceUpdate })).totals.totalCents).toBe(65000);
    // A kept grid that covers none of the nights does not price the stay.
    expect(() => quote(stay('2026-05-04', '2026-05-07', { priceUpdate }))).toThrow('NO_PRICE_GRID_FOR_PLACE_TYPE');
  });
});

describe('two active grids of one place type and partners overlapping', () => {
  const early = summerGrid({ periods: [{ ...SUMMER, startDate: '2026-06-20' }] });

  it('Overlap warning: the other grid, the shared nights, and the grid that prices them', () => {
    const spring = springGrid();
    const [overlap] = gridOverlaps(spring, [spring, early]);
    expect(overlap).toMatchObject({ placeTypeIds: [2], startDate: '2026-06-20', endDate: '2026-06-30' });
    expect(overlap.other.id).toBe(20);
    expect(overlapWarning(overlap, ['Mobil-home'], spring)).toBe(
      'Attention : la grille « Mobil-homes été », active et de mêmes partenaires, tarifie aussi Mobil-home du ' +
        '20/06/2026 au 30/06/2026 : ces nuits sont tarifées par « Mobil-homes printemps », la première dans ' +
        "l'ordre des grilles.",
    );
    expect(gridOverlaps(early, [spring])).toHaveLength(1);
  });

  it('No overlap warning between grids of other partners, an inactive grid, another place type, or seasons that follow', () => {
    const spring = springGrid();
    expect(gridOverlaps(spring, [summerGrid()])).toEqual([]);
    expect(gridOverlaps(spring, [{ ...early, partnerIds: [5] }])).toEqual([]);
    expect(gridOverlaps(spring, [{ ...early, isActive: false }])).toEqual([]);
    expect(gridOverlaps({ ...spring, isActive: false }, [early])).toEqual([]);
    const pitches = { ...early, prices: [{ periodId: 21, placeTypeId: 1, nightCents: 3500 }] };
    expect(gridOverlaps(spring, [pitches])).toEqual([]);
  });
});
