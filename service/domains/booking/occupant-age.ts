// The age category of an occupant follows its age on the arrival day, so a child is priced and
// taxed as a child without being re-categorised by hand. Pure: days are `YYYY-MM-DD` text.
import { type AgeRange, ageCategoryOf } from '../extra';

export interface AgeCategoryRange extends AgeRange {
  readonly id: number;
  readonly isDefaultForAttendant: boolean;
}

export interface OccupantAge {
  readonly birthDate: string | null;
  /** The age typed when the birth date is not known. */
  readonly age: number | null;
  /** The category chosen by hand. */
  readonly ageCategoryId: number | null;
}

/**
 * Whole years from the birth date to `day`: one more on the birthday itself. Someone born on
 * 29 February has their birthday on 1 March in the other years (the day after 28 February).
 */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * The occupant's category: by the age on the arrival day from the birth date, else by the age
 * typed, else the one chosen by hand, else the attendants' default (the first one without it).
 * An age no category covers (or a birth date after the arrival) falls back the same way.
 */
export function ageCategoryIdOf(
  occupant: OccupantAge,
  arrival: string,
  categories: readonly AgeCategoryRange[],
): number | null {
  const age = occupant.birthDate ? ageOn(occupant.birthDate, arrival) : occupant.age;
  const byAge = age !== null && age >= 0 ? ageCategoryOf(age, categories) : undefined;
  if (byAge) return byAge.id;
  if (occupant.ageCategoryId !== null) return occupant.ageCategoryId;
  return (categories.find((c) => c.isDefaultForAttendant) ?? categories[0])?.id ?? null;
}
