import type { FieldCode } from './codes';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A strict `YYYY-MM-DD` naming a real calendar day (year 0001 to 9999); nothing longer. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Date fields: refuses anything but a real `YYYY-MM-DD`; blank is not checked here. */
export function checkIsoDay(value: unknown): FieldCode | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return isIsoDay(value) ? undefined : 'INVALID_DATE';
}
