// Pure rules of a mailing criteria set: its ranges, each bound optional.

export interface Ranges {
  readonly ageMin: number | null;
  readonly ageMax: number | null;
  readonly lastStayFrom: string | null;
  readonly lastStayTo: string | null;
}

/** An age range with both bounds reads min to max, the bounds themselves included. */
export function isAgeRangeValid(r: Ranges): boolean {
  return r.ageMin === null || r.ageMax === null || r.ageMin <= r.ageMax;
}

/** Start date before end date (not equal), when both last-stay dates are given. */
export function isLastStayRangeValid(r: Ranges): boolean {
  return r.lastStayFrom === null || r.lastStayTo === null || r.lastStayFrom < r.lastStayTo;
}
