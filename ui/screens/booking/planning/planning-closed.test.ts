// The planning's closed nights (outside every activity period), pure: which days are closed and
// which drags would book them.
import { describe, expect, it } from 'vitest';
import { closedDaysOf, closedNightsOf } from './planning-model';

describe('closed nights of the planning', () => {
  const closed = closedDaysOf([
    ['2026-10-01', '2026-10-03'],
    ['2026-10-05', '2026-10-06'],
  ]);

  it('A date must lie within the activity period: the runs of closed nights become their days', () => {
    expect([...closed]).toEqual(['2026-10-01', '2026-10-02', '2026-10-05']);
  });

  it('A date must lie within the activity period: a drag onto closed nights names them; a stay leaving on the first closed day books none', () => {
    expect(closedNightsOf({ startDate: '2026-09-29', endDate: '2026-10-02' }, closed)).toEqual(['2026-10-01']);
    expect(closedNightsOf({ startDate: '2026-09-27', endDate: '2026-10-01' }, closed)).toEqual([]);
  });

  it('A date must lie within the activity period: a moved stay may keep the closed nights it already held', () => {
    const before = { startDate: '2026-09-30', endDate: '2026-10-03' };
    expect(closedNightsOf({ startDate: '2026-10-01', endDate: '2026-10-03' }, closed, before)).toEqual([]);
    expect(closedNightsOf({ startDate: '2026-10-01', endDate: '2026-10-06' }, closed, before)).toEqual(['2026-10-05']);
  });
});
