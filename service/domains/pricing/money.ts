// Money of the pricing engine: integer cents, rates in basis points (1 % = 100 bp). Every division
// of money goes through `divideRounded`, the one rounding rule: half away from zero (STYLE.md).

export type Cents = number;
export type BasisPoints = number;

const BP_PER_UNIT = 10_000;

/** `numerator / denominator` rounded half away from zero, in exact integer arithmetic. */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`divideRounded: integers expected, got ${numerator} / ${denominator}`);
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  let quotient = absN / absD;
  if ((absN % absD) * 2n >= absD) quotient += 1n;
  const result = Number(quotient);
  return negative && result !== 0 ? -result : result;
}

/** The one place a rate applies to money: `cents × basisPoints / 10 000`, half away from zero. */
export function applyRate(cents: Cents, basisPoints: BasisPoints): Cents {
  return divideRounded(cents * basisPoints, BP_PER_UNIT);
}

/** The VAT held in a VAT-inclusive amount: `incl × rate / (10 000 + rate)`, half away from zero. */
export function vatIncluded(inclusiveCents: Cents, rate: BasisPoints): Cents {
  return divideRounded(inclusiveCents * rate, BP_PER_UNIT + rate);
}

export const sumCents = (amounts: readonly Cents[]): Cents => amounts.reduce((a, b) => a + b, 0);

/** A rate for people: 1093 bp → '10,93 %' (labels and explanations only, never arithmetic). */
export const percentText = (rate: BasisPoints): string => `${String(rate / 100).replace('.', ',')} %`;
