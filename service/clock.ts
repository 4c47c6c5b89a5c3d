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

// Formatting in a time zone is costly and asked on most requests. Paris changes day on a whole
// minute (its offsets are whole hours), so every instant of one minute has the same day.
let memoMinute = Number.NaN;
let memoDay = '';

export function parisDate(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== memoMinute) {
    memoDay = parisDay.format(instant);
    memoMinute = minute;
  }
  return memoDay;
}

const parisHourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time `HH:MM` in Europe/Paris at that instant. */
export function parisTime(instant: Date): string {
  return parisHourMinute.format(instant);
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The machine's clock, or with a pinned business date, a clock running from that day at the real
 * time of day: the instants it stamps (a record's « Créé le ») fall on the business date too, and
 * it still moves forward as the real one does.
 */
export function systemClock(pinnedToday?: string, realNow: () => Date = () => new Date()): Clock {
  const offsetMs = pinnedToday ? dayStart(pinnedToday) - dayStart(parisDate(realNow())) : 0;
  return {
    now: () => new Date(realNow().getTime() + offsetMs),
    today: () => pinnedToday ?? parisDate(realNow()),
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
