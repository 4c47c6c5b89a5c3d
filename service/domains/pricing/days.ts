// Calendar arithmetic on `YYYY-MM-DD` days (the campsite's local day), pure: a night is named by
// the day of its evening, so a stay from arrival to departure has the nights arrival..departure-1.

// Days since 1970-01-01 by Howard Hinnant's civil calendar algorithms: integer arithmetic only,
// no Date objects (a stay's nights are named by the thousand when quotes are priced in bulk).
function civilDayNumber(day: string): number {
  const m = +day.slice(5, 7);
  const y = +day.slice(0, 4) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + +day.slice(8, 10) - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

// Both ways memoised: a campsite's quotes name the same few hundred days over and over. Bounded:
// emptied past MEMO_LIMIT entries (a long-running process that met that many distinct days).
const MEMO_LIMIT = 50_000;
const dayNumbers = new Map<string, number>();
const dayNames = new Map<number, string>();

function toDayNumber(day: string): number {
  let n = dayNumbers.get(day);
  if (n === undefined) {
    n = civilDayNumber(day);
    if (dayNumbers.size >= MEMO_LIMIT) dayNumbers.clear();
    dayNumbers.set(day, n);
  }
  return n;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function civilDay(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${pad(yoe + era * 400 + (m <= 2 ? 1 : 0), 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

function fromDayNumber(days: number): string {
  let day = dayNames.get(days);
  if (day === undefined) {
    day = civilDay(days);
    if (dayNames.size >= MEMO_LIMIT) dayNames.clear();
    dayNames.set(days, day);
  }
  return day;
}

export function addDays(day: string, days: number): string {
  return fromDayNumber(toDayNumber(day) + days);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function weekdayOf(day: string): Weekday {
  // 1970-01-01 was a Thursday (4).
  return nextWeekday(4, ((toDayNumber(day) % 7) + 7) % 7);
}

/** The weekday `days` after one of `weekday`. */
export const nextWeekday = (weekday: Weekday, days: number): Weekday => (((weekday - 1 + days) % 7) + 1) as Weekday; // 1..7 by construction

/** The nights of a stay, each named by its evening's day. */
export function nightsOf(arrival: string, departure: string): string[] {
  const start = toDayNumber(arrival);
  const count = toDayNumber(departure) - start;
  const nights: string[] = [];
  for (let i = 0; i < count; i += 1) nights.push(fromDayNumber(start + i));
  return nights;
}

export interface DayRange {
  readonly startDate: string;
  readonly endDate: string;
}

/** Both ends included; ISO days compare as text. */
export const isWithin = (day: string, range: DayRange): boolean => range.startDate <= day && day <= range.endDate;

/** A day as French text, DD/MM/YYYY (warnings name the nights they speak of). */
export const frenchDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
