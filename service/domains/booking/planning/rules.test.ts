import { describe, expect, it } from 'vitest';
import { dailyUsage, placeOrderingOf, placeStateOn, planningWindow } from './rules';

const settings = { defaultDays: 30, daysBeforeToday: 3 };

describe('planning window', () => {
  it('Planning default days and days before today configurable: a blank query starts 3 days before today for 30 days', () => {
    expect(planningWindow({ start: null, days: null }, settings, '2026-07-10')).toEqual({
      start: '2026-07-07',
      days: 30,
      end: '2026-08-06',
    });
  });

  it('a given start and number of days win over the settings, across a month end', () => {
    expect(planningWindow({ start: '2026-02-20', days: 14 }, settings, '2026-07-10')).toEqual({
      start: '2026-02-20',
      days: 14,
      end: '2026-03-06',
    });
  });
});

describe('place ordering of the planning module', () => {
  it.each([
    ['equipment_number', 'TYPE_NUMBER'],
    ['equipment_name', 'TYPE_NAME'],
    ['number', 'NUMBER'],
    ['name', 'NAME'],
    ['stale value', 'TYPE_NUMBER'],
  ])('Place ordering: %s orders like %s', (setting, mode) => {
    expect(placeOrderingOf(setting)).toBe(mode);
  });
});

describe('daily use of a stock-managed extra', () => {
  const window = planningWindow({ start: '2026-07-01', days: 5 }, settings, '2026-07-01');

  it('counts a period on its days, not on its end day', () => {
    expect(dailyUsage(window, [{ startDate: '2026-07-02', endDate: '2026-07-04', quantity: 2 }])).toEqual([
      0, 2, 2, 0, 0,
    ]);
  });

  it('adds periods that overlap and clips those crossing the window edges', () => {
    const periods = [
      { startDate: '2026-06-20', endDate: '2026-07-03', quantity: 1 },
      { startDate: '2026-07-02', endDate: '2026-08-01', quantity: 3 },
      { startDate: '2026-06-01', endDate: '2026-07-01', quantity: 9 },
    ];
    expect(dailyUsage(window, periods)).toEqual([1, 4, 3, 3, 3]);
  });
});

describe('place state on the site map', () => {
  const stay = (startDate: string, endDate: string, isResident = false) => ({ startDate, endDate, isResident });
  const day = '2026-07-10';

  it.each([
    ['free', [], []],
    ['occupied', [stay('2026-07-08', '2026-07-12')], []],
    ['arriving', [stay('2026-07-10', '2026-07-12')], []],
    ['leaving', [stay('2026-07-03', '2026-07-10')], []],
    ['arriving', [stay('2026-07-03', '2026-07-10'), stay('2026-07-10', '2026-07-15')], []],
    ['resident', [stay('2026-01-01', '2026-12-31', true)], []],
    ['unavailable', [stay('2026-07-08', '2026-07-12')], [{ startDate: '2026-07-10', endDate: '2026-07-11' }]],
    ['free', [], [{ startDate: '2026-07-05', endDate: '2026-07-10' }]],
  ] as const)('is %s', (state, stays, unavailabilities) => {
    expect(placeStateOn(day, stays, unavailabilities)).toBe(state);
  });
});
