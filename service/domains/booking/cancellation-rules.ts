// What a cancelled stay keeps, by the nature of its deposit and the cancellation preference: arrhes
// are kept when the preference says so, plus a fee (none, a percentage of the stay, a fixed amount)
// whose tier follows the days before arrival, never more than the stay; an acompte binds both
// sides, so the whole stay stays owed. Pure: the cancellation write and its tests call it.
import type { DepositNature } from '../payment/kinds';
import { applyRate } from '../pricing';
import { BOOKING_KIND, type BookingKind } from './contract';

export interface CancellationPolicy {
  keepDeposit: boolean;
  feesMode: 'none' | 'percent' | 'amount';
  feesRate: number;
  feesCents: number;
  /** A cancellation fewer days than this before arrival is late (0: never). */
  lateFeesDays: number;
  lateFeesRate: number;
  lateFeesCents: number;
}

export interface CancelledStay {
  kind: BookingKind;
  /** The stay's price without the tourist tax: no night is stayed, so no tax is owed. */
  stayCents: number;
  /** The deposit the booking asked for. */
  depositCents: number;
  /** Arrhes (either side may withdraw, the customer losing them) or acompte (binds both sides). */
  depositNature: DepositNature;
  /** Days from the cancellation to the arrival (negative: after the arrival day, a no-show). */
  daysBeforeArrival: number;
}

export interface CancellationTerms {
  /** What the site keeps: the cancellation line's amount. */
  keptCents: number;
  depositKeptCents: number;
  /** The fee counted in `keptCents` (after the cap at the stay's price). */
  feeCents: number;
  isLate: boolean;
  /** The rule applied, in one French sentence (the line's explanation, the history's detail). */
  rule: string;
}

/** 30700 → « 307,00 € » (texts only). */
export function eurosText(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
}

const percent = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

function feeOf(mode: CancellationPolicy['feesMode'], rate: number, cents: number, stayCents: number) {
  if (mode === 'percent') return { cents: applyRate(stayCents, rate), text: `${percent(rate)} du séjour` };
  if (mode === 'amount') return { cents, text: 'montant fixe' };
  return { cents: 0, text: '' };
}

/**
 * An acompte binds both sides: a customer who cancels still owes the whole stay (its price without
 * the tourist tax), whatever the preference keeps of arrhes and whatever its fees.
 */
function acompteTerms(stay: CancelledStay, when: string): CancellationTerms {
  const depositKeptCents = Math.max(0, Math.min(stay.depositCents, stay.stayCents));
  return {
    keptCents: stay.stayCents,
    depositKeptCents,
    feeCents: 0,
    isLate: false,
    rule: `Annulation ${when} : acompte, engagement ferme des deux parties : le séjour reste dû en entier : ${eurosText(stay.stayCents)}`,
  };
}

/**
 * A quote or an option keeps nothing (no deposit was asked for, no fee is owed). A reservation
 * whose deposit is an acompte keeps the whole stay (acompteTerms). One whose deposit is arrhes
 * keeps them when the preference says so, plus the fee of its tier: the late tier when
 * cancelled fewer than `lateFeesDays` days before arrival, never below the early one; the whole
 * is capped at the stay's price.
 */
export function cancellationTerms(stay: CancelledStay, policy: CancellationPolicy): CancellationTerms {
  const when = `${stay.daysBeforeArrival} jour(s) avant l'arrivée`;
  if (stay.kind !== BOOKING_KIND.reservation) {
    const what = stay.kind === BOOKING_KIND.option ? "d'une option" : "d'un devis";
    return {
      keptCents: 0,
      depositKeptCents: 0,
      feeCents: 0,
      isLate: false,
      rule: `Annulation ${what} ${when} : aucun acompte demandé, rien n'est retenu`,
    };
  }
  if (stay.depositNature === 'acompte') return acompteTerms(stay, when);
  const isLate = policy.lateFeesDays > 0 && stay.daysBeforeArrival < policy.lateFeesDays;
  const early = feeOf(policy.feesMode, policy.feesRate, policy.feesCents, stay.stayCents);
  const late = feeOf(policy.feesMode, policy.lateFeesRate, policy.lateFeesCents, stay.stayCents);
  const fee = isLate && late.cents > early.cents ? late : early;
  const depositKeptCents = policy.keepDeposit ? Math.max(0, Math.min(stay.depositCents, stay.stayCents)) : 0;
  const keptCents = Math.min(stay.stayCents, depositKeptCents + fee.cents);
  const tier = isLate
    ? `tardive, moins de ${policy.lateFeesDays} jours`
    : policy.lateFeesDays > 0
      ? `anticipée, ${policy.lateFeesDays} jours ou plus`
      : 'sans délai';
  const parts = [
    policy.keepDeposit ? `arrhes conservées : ${eurosText(depositKeptCents)}` : 'arrhes non conservées',
    fee.cents > 0 ? `frais (${fee.text}) : ${eurosText(fee.cents)}` : 'sans frais',
  ];
  if (depositKeptCents + fee.cents > stay.stayCents)
    parts.push(`plafonné au prix du séjour : ${eurosText(stay.stayCents)}`);
  return {
    keptCents,
    depositKeptCents,
    feeCents: keptCents - depositKeptCents,
    isLate,
    rule: `Annulation ${when} (${tier}) : ${parts.join(' ; ')}`,
  };
}
