// Building quote lines: one shape, amounts always quantity × unit, nights of one price grouped.
import type { LineKind } from './line-kinds';
import { type Cents, sumCents } from './money';
import type { LineBasis, QuoteLine } from './types';

export interface LineSpec {
  readonly key: string;
  readonly kind: LineKind;
  readonly label: string;
  readonly quantity: number;
  readonly unitCents: Cents;
  readonly vatBp: number;
  readonly basis: LineBasis;
  readonly explain: string;
  readonly isOutsideVatBase?: boolean;
}

export function makeLine(spec: LineSpec): QuoteLine {
  return {
    ...spec,
    amountCents: spec.quantity * spec.unitCents,
    isOutsideVatBase: spec.isOutsideVatBase ?? false,
    isPriceManuallyChanged: false,
  };
}

/** A one-off amount (a discount, a prorated share): quantity 1. */
export const lumpLine = (spec: Omit<LineSpec, 'quantity' | 'unitCents' | 'basis'> & { amountCents: Cents }) =>
  makeLine({ ...spec, quantity: 1, unitCents: spec.amountCents, basis: 'stay' });

/**
 * Merges specs of the same key (a night of one period and one price each) into one line whose
 * quantity is the sum: "3 nights × 25,00 € in high season".
 */
export function groupLines(specs: readonly LineSpec[]): QuoteLine[] {
  const byKey = new Map<string, LineSpec>();
  for (const spec of specs) {
    const seen = byKey.get(spec.key);
    byKey.set(spec.key, seen ? { ...seen, quantity: seen.quantity + spec.quantity } : spec);
  }
  return [...byKey.values()].map(makeLine);
}

/**
 * Night-by-night pricing, built once per line: `keyOf` names the line a night belongs to, `build`
 * makes that line's spec for one night (null: nothing to charge), and the quantities add up.
 */
export function perNight<N>(
  nights: readonly N[],
  keyOf: (night: N) => string,
  build: (night: N, key: string) => LineSpec | null,
): LineSpec[] {
  const groups = new Map<string, { spec: LineSpec | null; count: number }>();
  for (const night of nights) {
    const key = keyOf(night);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { spec: build(night, key), count: 1 });
  }
  return [...groups.values()].flatMap(({ spec, count }) =>
    spec ? [{ ...spec, quantity: spec.quantity * count }] : [],
  );
}

export const amountOf = (lines: readonly QuoteLine[], kinds?: readonly LineKind[]): Cents =>
  sumCents(lines.filter((l) => !kinds || kinds.includes(l.kind)).map((l) => l.amountCents));
