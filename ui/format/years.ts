// Year pickers (year choices run from 2018 to the current year plus 2).
import { type DateValue, toParisDay } from './dates';

export const FIRST_YEAR_CHOICE = 2018;
export const YEARS_AHEAD = 2;

/** 2018, 2019 ... (Paris year of `today`) + 2, ascending; [] when `today` is not a date. */
export function yearChoices(today: DateValue): number[] {
  const day = toParisDay(today);
  if (day === undefined) return [];
  const last = Number(day.slice(0, 4)) + YEARS_AHEAD;
  const years: number[] = [];
  for (let year = FIRST_YEAR_CHOICE; year <= last; year += 1) years.push(year);
  return years;
}
