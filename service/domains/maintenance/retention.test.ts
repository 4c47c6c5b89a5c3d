import { describe, expect, it } from 'vitest';
import { backupsToDelete, isoWeek } from './retention';

const backup = (day: string, time = '023000') => ({ name: `bivouac-${day.replaceAll('-', '')}-${time}.sqlite`, day });

/** One nightly backup a day from `from` for `days` days. */
function nightly(from: string, days: number) {
  const start = new Date(`${from}T00:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => backup(new Date(start + i * 86_400_000).toISOString().slice(0, 10)));
}

describe('backup retention: 7 daily, 4 weekly, 12 monthly', () => {
  it.each([
    ['2026-01-01', '2026-W01'],
    ['2021-01-03', '2020-W53'],
    ['2026-12-28', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2026-07-14', '2026-W29'],
  ])('the ISO week of %s is %s', (day, week) => {
    expect(isoWeek(day)).toBe(week);
  });

  it('after two years of nightly backups, keeps the last 7 days, the newest of the last 4 weeks and of the last 12 months', () => {
    const all = nightly('2024-11-01', 757); // up to 2026-11-27
    const today = all.at(-1)?.day ?? '';
    expect(today).toBe('2026-11-27');
    const deleted = new Set(backupsToDelete(all, today));
    const kept = all.filter((b) => !deleted.has(b.name)).map((b) => b.day);
    expect(kept.slice(-7)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    // The newest of each month: the last days of Dec 2025 … Oct 2026, and November's newest.
    for (const day of ['2025-12-31', '2026-01-31', '2026-06-30', '2026-10-31']) expect(kept).toContain(day);
    // Weekly: the Sundays closing the two weeks before this one (and this week's newest).
    for (const day of ['2026-11-15', '2026-11-08']) expect(kept).toContain(day);
    expect(kept).not.toContain('2025-11-30');
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
  });

  it('never deletes a backup of today, even a second one made by hand', () => {
    const all = [...nightly('2026-11-01', 27), backup('2026-11-27', '143000')];
    const deleted = backupsToDelete(all, '2026-11-27');
    expect(deleted).not.toContain('bivouac-20261127-023000.sqlite');
    expect(deleted).not.toContain('bivouac-20261127-143000.sqlite');
  });

  it('keeps everything while there are fewer backups than the rule allows', () => {
    expect(backupsToDelete(nightly('2026-11-20', 5), '2026-11-24')).toEqual([]);
  });

  it('of two backups on one day, keeps the newest as that day’s', () => {
    const all = [...nightly('2026-11-01', 20), backup('2026-11-20', '150000')];
    expect(backupsToDelete(all, '2026-11-27')).not.toContain('bivouac-20261120-150000.sqlite');
  });
});
