// Money of the pricing engine: integer cents, rates in basis points (1 % = 100 bp). Every division
// of money goes through `divideRounded`, the one rounding rule: half away from zero.

export type Cents = number;
export type BasisPoints = number;

const BP_PER_UNIT = 10_000;

const exact = (value: number | bigint, what: string): bigint => {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what}: a safe integer is expected, got ${value}`);
  return BigInt(value);
};

/**
 * `numerator / denominator` rounded half away from zero, in exact integer arithmetic (products of
 * money and rates may pass the float range, so they may come as bigint); the result must be safe.
 */
export function divideRounded(numerator: number | bigint, denominator: number | bigint): number {
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    const fast = smallDivision(numerator, denominator);
    if (fast !== null) return fast;
  }
  const n = exact(numerator, 'divideRounded');
  const d = exact(denominator, 'divideRounded');
  if (d === 0n) throw new RangeError('divideRounded: division by zero');
  const negative = n < 0n !== d < 0n;
  const absN = n < 0n ? -n : n;
  const absD = d < 0n ? -d : d;
  let quotient = absN / absD;
  if ((absN % absD) * 2n >= absD) quotient += 1n;
  if (quotient > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('divideRounded: result is too large');
  const result = Number(quotient);
  return negative && result !== 0 ? -result : result;
}

/** Below 2^50 both ways, a float quotient floored and checked by its remainder is exact. */
const SMALL = 2 ** 50;

/** `divideRounded` on small safe integers without bigint (the usual money); null: take the exact path. */
function smallDivision(n: number, d: number): number | null {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d === 0) return null;
  const absN = Math.abs(n);
  const absD = Math.abs(d);
  if (absN >= SMALL || absD >= SMALL) return null;
  let quotient = Math.floor(absN / absD);
  let rest = absN - quotient * absD;
  if (rest < 0) {
    quotient -= 1;
    rest += absD;
  } else if (rest >= absD) {
    quotient += 1;
    rest -= absD;
  }
  if (rest * 2 >= absD) quotient += 1;
  return n < 0 !== d < 0 && quotient !== 0 ? -quotient : quotient;
}

/** The one place a rate applies to money: `cents × basisPoints / 10 000`, half away from zero. */
export function applyRate(cents: Cents, basisPoints: BasisPoints): Cents {
  const product = cents * basisPoints;
  if (Number.isInteger(cents) && Number.isInteger(basisPoints) && Math.abs(product) < SMALL) {
    return divideRounded(product, BP_PER_UNIT);
  }
  return divideRounded(exact(cents, 'applyRate') * exact(basisPoints, 'applyRate'), BP_PER_UNIT);
}

/** The VAT held in a VAT-inclusive amount: `incl × rate / (10 000 + rate)`, half away from zero. */
export function vatIncluded(inclusiveCents: Cents, rate: BasisPoints): Cents {
  const product = inclusiveCents * rate;
  if (Number.isInteger(inclusiveCents) && Number.isInteger(rate) && Math.abs(product) < SMALL) {
    return divideRounded(product, BP_PER_UNIT + rate);
  }
  return divideRounded(exact(inclusiveCents, 'vatIncluded') * exact(rate, 'vatIncluded'), BP_PER_UNIT + rate);
}

export const sumCents = (amounts: readonly Cents[]): Cents => amounts.reduce((a, b) => a + b, 0);

/** A rate for people: 1093 bp → '10,93 %' (labels and explanations only, never arithmetic). */
export const percentText = (rate: BasisPoints): string => `${String(rate / 100).replace('.', ',')} %`;
