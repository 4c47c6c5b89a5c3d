import { describe, expect, it } from 'vitest';
import { parisDate, systemClock } from './clock';

describe('the business clock', () => {
  it('unpinned, today is the real day in Europe/Paris and now the real instant', () => {
    const real = new Date('2026-11-25T23:30:00Z');
    const clock = systemClock(undefined, () => real);
    expect(clock.today()).toBe('2026-11-26');
    expect(clock.now()).toEqual(real);
  });

  it('a pinned business date stamps the instants on that day, at the real time of day', () => {
    const clock = systemClock('2026-07-01', () => new Date('2026-11-25T10:15:00Z'));
    expect(clock.today()).toBe('2026-07-01');
    expect(clock.now().toISOString()).toBe('2026-07-01T10:15:00.000Z');
    expect(parisDate(clock.now())).toBe('2026-07-01');
  });

  it('pinned, it still moves forward with the real time', () => {
    let real = new Date('2026-11-25T10:15:00Z');
    const clock = systemClock('2027-03-10', () => real);
    const first = clock.now().getTime();
    real = new Date(real.getTime() + 90_000);
    expect(clock.now().getTime() - first).toBe(90_000);
    expect(clock.today()).toBe('2027-03-10');
  });

  it('changes day at midnight in Paris, to the minute, summer and winter', () => {
    expect(parisDate(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    expect(parisDate(new Date('2026-07-14T22:00:00.000Z'))).toBe('2026-07-15');
    expect(parisDate(new Date('2026-07-14T22:00:59.999Z'))).toBe('2026-07-15');
    expect(parisDate(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31');
    expect(parisDate(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
  });
});
