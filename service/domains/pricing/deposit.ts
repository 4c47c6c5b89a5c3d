// The deposit (arrhes or down payment): a fixed amount, a percentage, an amount per
// started week, the first night, or 100 %. Our reading: the deposit is on the stay without the
// tourist tax (collected with the balance), except 100 % which is the whole total; it is due on
// the booking date, never more than the total; when the balance would be due on or before the
// booking date, the whole total is due now.
import { addDays } from './days';
import { applyRate, percentText } from './money';
import type { DepositTerms, Quote } from './types';

export interface DepositStay {
  readonly totalCents: number;
  readonly touristTaxCents: number;
  readonly nights: number;
  readonly firstNightCents: number;
  readonly arrival: string;
  readonly bookingDate: string;
}

function amountFor(terms: DepositTerms, stay: DepositStay): { cents: number; why: string } {
  const base = stay.totalCents - stay.touristTaxCents;
  switch (terms.mode) {
    case 'fixed':
      return { cents: terms.amountCents ?? 0, why: 'montant fixe' };
    case 'percent':
      return {
        cents: applyRate(base, terms.rateBp ?? 0),
        why: `${percentText(terms.rateBp ?? 0)} du séjour hors taxe de séjour`,
      };
    case 'startedWeek': {
      const weeks = Math.ceil(stay.nights / 7);
      return { cents: (terms.amountCents ?? 0) * weeks, why: `${weeks} semaine(s) commencée(s) × montant` };
    }
    case 'firstNight':
      return { cents: stay.firstNightCents, why: 'égal à la première nuit' };
    case 'full':
      return { cents: stay.totalCents, why: 'acompte de 100 %' };
  }
}

export function depositOf(terms: DepositTerms, stay: DepositStay): Quote['deposit'] {
  const balanceDueDate = addDays(stay.arrival, -terms.balanceDaysBeforeArrival);
  const isBalanceDueNow = balanceDueDate <= stay.bookingDate;
  const { cents, why } = isBalanceDueNow
    ? { cents: stay.totalCents, why: 'solde déjà exigible : tout est dû à la réservation' }
    : amountFor(terms, stay);
  const amountCents = Math.max(0, Math.min(cents, stay.totalCents));
  return {
    amountCents,
    dueDate: stay.bookingDate,
    balanceCents: stay.totalCents - amountCents,
    balanceDueDate: isBalanceDueNow ? stay.bookingDate : balanceDueDate,
    explain: `acompte, mode ${terms.mode} : ${why}`,
  };
}
