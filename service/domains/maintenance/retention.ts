// Which backups the nightly job keeps: the newest of each of the last 7 days that have one, of
// each of the last 4 ISO weeks, and of each of the last 12 months. Any backup of today is kept.
// Pure: names in, names out.

export const retention = { daily: 7, weekly: 4, monthly: 12 } as const;

export interface DatedBackup {
  readonly name: string;
  /** Paris day, `YYYY-MM-DD`. */
  readonly day: string;
}

/** ISO 8601 week of a day, `YYYY-Www` (the week belongs to the year of its Thursday). */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // Moved to the Thursday of its week: that Thursday's year is the week's year.
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The names to delete, given every backup and today's Paris day. */
export function backupsToDelete(backups: readonly DatedBackup[], today: string): string[] {
  const newestFirst = [...backups].sort((a, b) => (a.name < b.name ? 1 : -1));
  const keep = new Set<string>();
  const keepNewestPer = (period: (day: string) => string, count: number) => {
    const seen = new Set<string>();
    for (const b of newestFirst) {
      const key = period(b.day);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(b.name);
    }
  };
  keepNewestPer((day) => day, retention.daily);
  keepNewestPer(isoWeek, retention.weekly);
  keepNewestPer((day) => day.slice(0, 7), retention.monthly);
  return newestFirst.filter((b) => !keep.has(b.name) && b.day < today).map((b) => b.name);
}
