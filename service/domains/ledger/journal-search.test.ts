import { describe, expect, it } from 'vitest';
import { parisDayStart } from './journal-search';

describe('a period of the journal is of Paris days', () => {
  it.each([
    ['2026-11-22', '2026-11-21T23:00:00.000Z'],
    ['2026-07-14', '2026-07-13T22:00:00.000Z'],
    // The days clocks change: their midnight is still on the old offset.
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(parisDayStart(day)).toBe(instant);
  });
});
