import { describe, expect, it } from 'vitest';
import { placeTypeInputSchema, unavailabilityInputSchema } from './contract';
import {
  capacityWarnings,
  clashingUnavailability,
  classificationCounts,
  effectivePlaceAccounting,
  hasAtLeastOneNight,
  isPlaceUnavailable,
  listNumbers,
  nightsOverlap,
  placeSortKeys,
  rangeNumbers,
  takenNumbers,
} from './rules';

describe('effectivePlaceAccounting', () => {
  const type = { accountingCode: '706100', tvaId: 2 };
  it.each([
    ['inherits both from its type', { accountingCode: null, tvaId: null }, '706100', 2, true, true],
    ['overrides the accounting code only', { accountingCode: '706200', tvaId: null }, '706200', 2, false, true],
    ['overrides the VAT rate only', { accountingCode: null, tvaId: 3 }, '706100', 3, true, false],
    ['overrides both', { accountingCode: '706300', tvaId: 1 }, '706300', 1, false, false],
  ])(
    'Places inherit accounting code and VAT rate unless they override: %s',
    (_n, place, code, tva, codeInh, tvaInh) => {
      expect(effectivePlaceAccounting(place, type)).toEqual({
        accountingCode: code,
        tvaId: tva,
        isAccountingCodeInherited: codeInh,
        isTvaInherited: tvaInh,
      });
    },
  );

  it('a type without settings leaves an inheriting place without them', () => {
    expect(
      effectivePlaceAccounting({ accountingCode: null, tvaId: null }, { accountingCode: null, tvaId: null }),
    ).toMatchObject({ accountingCode: null, tvaId: null });
  });
});

describe('capacity', () => {
  it('Statistics unavailable if an equipment has capacity 0: capacity 0 answers the warning', () => {
    expect(capacityWarnings(0)).toEqual(['STATISTICS_CAPACITY_ZERO']);
  });
  it.each([1, 6, 12])('capacity %i answers no warning', (capacity) => {
    expect(capacityWarnings(capacity)).toEqual([]);
  });
});

describe('placeSortKeys', () => {
  it.each([
    ['TYPE_NUMBER', 'by equipment and number', ['type', 'number']],
    ['TYPE_NAME', 'by equipment and name', ['type', 'name', 'number']],
    ['NUMBER', 'by number', ['number']],
    ['NAME', 'by name', ['name', 'number']],
  ] as const)('Place ordering %s: %s', (mode, _label, keys) => {
    expect(placeSortKeys(mode)).toEqual(keys);
  });
});

describe('unavailability periods', () => {
  const july = { startDate: '2027-07-01', endDate: '2027-07-15' };

  it.each([
    [{ startDate: '2027-07-01', endDate: '2027-07-02' }, true],
    [{ startDate: '2027-07-01', endDate: '2027-07-01' }, false],
    [{ startDate: '2027-07-02', endDate: '2027-07-01' }, false],
  ])('Start date before end date (not equal): %j -> %s', (p, ok) => {
    expect(hasAtLeastOneNight(p)).toBe(ok);
  });

  it.each([
    [{ startDate: '2027-07-14', endDate: '2027-07-20' }, true],
    [{ startDate: '2027-06-20', endDate: '2027-07-02' }, true],
    [{ startDate: '2027-07-05', endDate: '2027-07-06' }, true],
    [{ startDate: '2027-07-15', endDate: '2027-07-20' }, false],
    [{ startDate: '2027-06-20', endDate: '2027-07-01' }, false],
  ])('Periods must not overlap: %j shares a night with 1-15 July: %s', (other, expected) => {
    expect(nightsOverlap(july, other)).toBe(expected);
    expect(nightsOverlap(other, july)).toBe(expected);
  });

  it('Periods must not overlap: only the same place clashes, and not with its own saved row', () => {
    const saved = [{ id: 1, placeId: 7, ...july }];
    expect(clashingUnavailability({ id: 0, placeId: 7, ...july }, saved)).toEqual(saved[0]);
    expect(clashingUnavailability({ id: 0, placeId: 8, ...july }, saved)).toBeUndefined();
    expect(clashingUnavailability({ id: 1, placeId: 7, ...july }, saved)).toBeUndefined();
  });

  it('isPlaceUnavailable: a stay meets an unavailability of its place; departing the day it starts does not', () => {
    const list = [{ placeId: 7, ...july }];
    expect(isPlaceUnavailable(7, { startDate: '2027-06-25', endDate: '2027-07-02' }, list)).toBe(true);
    expect(isPlaceUnavailable(7, { startDate: '2027-06-25', endDate: '2027-07-01' }, list)).toBe(false);
    expect(isPlaceUnavailable(7, { startDate: '2027-07-15', endDate: '2027-07-22' }, list)).toBe(false);
    expect(isPlaceUnavailable(8, { startDate: '2027-07-02', endDate: '2027-07-05' }, list)).toBe(false);
  });

  it('the contract refuses an unavailability ending the day it starts with START_AFTER_END on the end date', () => {
    const result = unavailabilityInputSchema.safeParse({
      id: 0,
      placeId: 1,
      reason: 'Travaux',
      ...july,
      endDate: july.startDate,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endDate', 'START_AFTER_END']]);
  });
});

describe('place type persons', () => {
  const base = {
    id: 0,
    label: 'Mobil-home',
    shortCode: 'MH',
    kind: 'MOBILE_HOME',
    capacity: 6,
    surface: null,
    tvaId: 2,
  };
  const parse = (minPersons: number, maxPersons: number) =>
    placeTypeInputSchema.safeParse({ ...base, minPersons, maxPersons, beds: 4, bedrooms: 2, inseeType: 'RENTAL' });

  it.each([
    [1, 6, true],
    [4, 4, true],
    [5, 4, false],
  ])('Max persons below min is refused: min %i, max %i -> %s', (min, max, ok) => {
    const result = parse(min, max);
    expect(result.success).toBe(ok);
    if (!ok)
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['maxPersons', 'MAX_PERSONS_BELOW_MIN'],
      ]);
  });
});

describe('classificationCounts', () => {
  it('counts the active places of INSEE-counted types by category, and those without capacity', () => {
    const p = (
      inseeType: string,
      extra: Partial<{ isActive: boolean; isInseeIncluded: boolean; capacity: number }> = {},
    ) => ({
      inseeType,
      isActive: true,
      isInseeIncluded: true,
      capacity: 6,
      ...extra,
    });
    const counts = classificationCounts([
      p('BARE_PITCH'),
      p('BARE_PITCH', { capacity: 0 }),
      p('BARE_PITCH', { isActive: false }),
      p('RENTAL'),
      p('RENTAL', { isInseeIncluded: false }),
      p('RESIDENTIAL'),
    ]);
    expect(counts).toEqual({ touring: 2, rental: 1, residential: 1, total: 4, withoutCapacity: 1 });
  });
});

describe('a series of place numbers', () => {
  it.each([
    ['prefix and numbers as typed', { prefix: 'A', first: 9, last: 11, digits: 0 }, ['A9', 'A10', 'A11']],
    ['zero-padded to the width asked', { prefix: 'A', first: 9, last: 11, digits: 3 }, ['A009', 'A010', 'A011']],
    ['a number wider than the padding kept whole', { prefix: '', first: 99, last: 100, digits: 2 }, ['99', '100']],
    ['one place when first = last', { prefix: 'L', first: 4, last: 4, digits: 0 }, ['L4']],
  ])('%s', (_n, range, numbers) => {
    expect(rangeNumbers(range)).toEqual(numbers);
  });

  it('Number (unique) whatever its case: the taken ones, in the series order', () => {
    expect(takenNumbers(['A1', 'A2', 'A3'], ['a3', 'A1', 'B2'])).toEqual(['A1', 'A3']);
  });

  it('names the first ten taken numbers, then how many more', () => {
    const numbers = Array.from({ length: 12 }, (_, i) => String(i + 1));
    expect(listNumbers(numbers)).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10 et 2 autres');
    expect(listNumbers(['1', '2'])).toBe('1, 2');
  });
});
