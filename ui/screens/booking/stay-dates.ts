// "Date editing", shared by the booking sheet and the availability search:
// moving the start after the end pushes the end by the default stay; the end and the duration
// (in nights) recalculate each other. Days are `YYYY-MM-DD` text, computed in UTC to stay exact.

const dayMs = 86_400_000;

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * dayMs).toISOString().slice(0, 10);
}

/** Nights between two days; null when either is blank. */
export function nightsBetween(start: string, end: string): number | null {
  if (!start || !end) return null;
  return Math.round((toTime(end) - toTime(start)) / dayMs);
}

export interface Stay {
  startDate: string;
  endDate: string;
}

/** A new start: the end is pushed by `defaultStayDays` when it is blank or no longer after it. */
export function withStart(stay: Stay, startDate: string, defaultStayDays: number): Stay {
  const isEndKept = stay.endDate !== '' && stay.endDate > startDate;
  return { startDate, endDate: isEndKept || !startDate ? stay.endDate : addDays(startDate, defaultStayDays) };
}

/** A duration typed in nights sets the end; a blank or non-finite one leaves the stay as it was. */
export function withDuration(stay: Stay, nights: number | null): Stay {
  if (nights === null || !Number.isFinite(nights) || nights < 1 || !stay.startDate) return stay;
  return { ...stay, endDate: addDays(stay.startDate, Math.trunc(nights)) };
}
