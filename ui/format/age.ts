// Age display (age is shown in years, with the singular for 0 and 1).
import { type DateValue, toParisDay } from './dates';

const NO_DATE_YEAR = '1900';

/**
 * Whole years from the birth day to `today` (both read as Paris days); a 29 February birthday
 * counts from 1 March in other years. Undefined when either is unknown, when the birth date is
 * the year-1900 "no date", or when it is after today.
 */
export function ageInYears(birthDate: DateValue, today: DateValue): number | undefined {
  const birth = toParisDay(birthDate);
  const now = toParisDay(today);
  if (birth === undefined || now === undefined || birth.startsWith(NO_DATE_YEAR) || birth > now) return undefined;
  const years = Number(now.slice(0, 4)) - Number(birth.slice(0, 4));
  return now.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** '0 an', '1 an', '2 ans'...; '' when the age is unknown. */
export function formatAge(birthDate: DateValue, today: DateValue): string {
  const years = ageInYears(birthDate, today);
  if (years === undefined) return '';
  return `${years} ${years <= 1 ? 'an' : 'ans'}`;
}
