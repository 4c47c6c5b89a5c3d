// Pure rules of partners and their terms: field errors by path ('commissionPeriods.1.startDate'),
// checked by the contracts so the form and the service refuse the same things.
import type { ErrorCode } from '../../errors/catalogue';
// The pure period rules, not the admin-periods index: contracts import these rules, and the UI
// imports the contracts, which must not pull the registry's descriptors into the browser.
import { type DayPeriod, isStartBeforeEnd, overlaps } from '../admin-periods/rules';

export type FieldErrors = Record<string, ErrorCode>;

export const RATE_MAX = 10_000;

/** Index of the first period that shares a day with an earlier one of the same group, or -1. */
export function firstOverlapIndex<T extends DayPeriod>(
  periods: readonly T[],
  sameGroup: (a: T, b: T) => boolean = () => true,
) {
  return periods.findIndex((p, i) => periods.slice(0, i).some((q) => sameGroup(p, q) && overlaps(p, q)));
}

/** Start date before end date (not equal), on the end date of each row of `list`. */
export function periodOrderErrors(list: string, periods: readonly DayPeriod[]): FieldErrors {
  const errors: FieldErrors = {};
  periods.forEach((p, i) => {
    if (!isStartBeforeEnd(p)) errors[`${list}.${i}.endDate`] = 'START_AFTER_END';
  });
  return errors;
}

export interface CommissionPeriod extends DayPeriod {
  readonly rate: number;
}

export interface Allotment extends DayPeriod {
  readonly placeTypeId: number;
  readonly quantity: number;
}

/** A partner's periods: each in order, commission periods never overlapping, nor allotments of one place type. */
export function partnerPeriodErrors(p: {
  commissionPeriods: readonly CommissionPeriod[];
  allotments: readonly Allotment[];
}): FieldErrors {
  const errors = {
    ...periodOrderErrors('commissionPeriods', p.commissionPeriods),
    ...periodOrderErrors('allotments', p.allotments),
  };
  if (Object.keys(errors).length) return errors;
  const commission = firstOverlapIndex(p.commissionPeriods);
  if (commission >= 0) errors[`commissionPeriods.${commission}.startDate`] = 'OVERLAPPING_PERIODS';
  const allotment = firstOverlapIndex(p.allotments, (a, b) => a.placeTypeId === b.placeTypeId);
  if (allotment >= 0) errors[`allotments.${allotment}.startDate`] = 'OVERLAPPING_PERIODS';
  return errors;
}

/** A value in a unit: positive; a percent at most 100 % (10 000 basis points). */
export function unitValueError(unit: 'currency' | 'percent' | 'amount', value: number): ErrorCode | null {
  if (value <= 0) return 'AMOUNT_MUST_BE_POSITIVE';
  if (unit === 'percent' && value > RATE_MAX) return 'INVALID_NUMBER';
  return null;
}

export interface DepositTerms {
  readonly depositMode: 'fixed' | 'percent' | 'startedWeek' | 'firstNight';
  readonly depositRate: number | null;
  readonly depositAmountCents: number | null;
  readonly isFullDeposit: boolean;
}

/** What each deposit mode needs: an amount (fixed, per started week) or a rate (percentage). */
export function depositTermsErrors(t: DepositTerms): FieldErrors {
  if (t.isFullDeposit) return {};
  if ((t.depositMode === 'fixed' || t.depositMode === 'startedWeek') && !t.depositAmountCents) {
    return { depositAmountCents: 'DEPOSIT_AMOUNT_REQUIRED' };
  }
  if (t.depositMode === 'percent' && !t.depositRate) return { depositRate: 'DEPOSIT_AMOUNT_REQUIRED' };
  return {};
}
