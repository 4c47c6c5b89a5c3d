// Business time: "today" is the campsite's day in Europe/Paris, or the day pinned by BIVOUAC_TODAY.
// Domains read time only through this interface so tests can freeze it.
export interface Clock {
  /** Current instant. */
  now(): Date;
  /** Current business day, `YYYY-MM-DD` in Europe/Paris. */
  today(): string;
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function parisDate(instant: Date): string {
  return parisDay.format(instant);
}

export function systemClock(pinnedToday?: string): Clock {
  return {
    now: () => new Date(),
    today: () => pinnedToday ?? parisDate(new Date()),
  };
}

/** A clock that only moves when told to; for tests and benchmarks. */
export function fixedClock(start: string | Date): Clock & { advance(ms: number): void } {
  let instant = new Date(start);
  return {
    now: () => new Date(instant),
    today: () => parisDate(instant),
    advance(ms: number) {
      instant = new Date(instant.getTime() + ms);
    },
  };
}
