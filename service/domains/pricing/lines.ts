// Building quote lines: one shape, amounts always quantity × unit, nights of one price grouped.
import type { LineKind } from './line-kinds';
import type { Cents } from './money';
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

/** The line of a spec, `quantity` times (a spec's own quantity by default): one shape for every line. */
export function makeLine(spec: LineSpec, quantity = spec.quantity): QuoteLine {
  return {
    key: spec.key,
    kind: spec.kind,
    label: spec.label,
    quantity,
    unitCents: spec.unitCents,
    vatBp: spec.vatBp,
    basis: spec.basis,
    explain: spec.explain,
    amountCents: quantity * spec.unitCents,
    isOutsideVatBase: spec.isOutsideVatBase ?? false,
    isPriceManuallyChanged: false,
  };
}

/** A one-off amount (a discount, a prorated share): quantity 1. */
export const lumpLine = (spec: Omit<LineSpec, 'quantity' | 'unitCents' | 'basis'> & { amountCents: Cents }) =>
  makeLine({
    key: spec.key,
    kind: spec.kind,
    label: spec.label,
    quantity: 1,
    unitCents: spec.amountCents,
    vatBp: spec.vatBp,
    basis: 'stay',
    explain: spec.explain,
    isOutsideVatBase: spec.isOutsideVatBase,
  });

/**
 * Merges specs of the same key (a night of one period and one price each) into one line whose
 * quantity is the sum: "3 nights × 25,00 € in high season".
 */
export function groupLines(specs: readonly LineSpec[]): QuoteLine[] {
  if (specs.length === 1) return [makeLine(specs[0])];
  const byKey = new Map<string, { spec: LineSpec; quantity: number }>();
  for (const spec of specs) {
    const seen = byKey.get(spec.key);
    if (seen) seen.quantity += spec.quantity;
    else byKey.set(spec.key, { spec, quantity: spec.quantity });
  }
  const lines: QuoteLine[] = [];
  for (const { spec, quantity } of byKey.values()) lines.push(makeLine(spec, quantity));
  return lines;
}

/** A spec with another quantity: an explicit copy (one object shape, no spread per night). */
export const withQuantity = (spec: LineSpec, quantity: number): LineSpec =>
  quantity === spec.quantity
    ? spec
    : {
        key: spec.key,
        kind: spec.kind,
        label: spec.label,
        quantity,
        unitCents: spec.unitCents,
        vatBp: spec.vatBp,
        basis: spec.basis,
        explain: spec.explain,
        isOutsideVatBase: spec.isOutsideVatBase,
      };

/**
 * Night-by-night pricing, built once per line: `keyOf` names the line a night belongs to (a
 * number or a string: only equality counts), `build` makes that line's spec for one night (null:
 * nothing to charge), and the quantities add up.
 */
export function perNight<N, K extends string | number>(
  nights: readonly N[],
  keyOf: (night: N) => K,
  build: (night: N, key: K) => LineSpec | null,
): LineSpec[] {
  const groups = new Map<K, { spec: LineSpec | null; count: number }>();
  let last: { spec: LineSpec | null; count: number } | undefined;
  let lastKey: K | undefined;
  for (const night of nights) {
    const key = keyOf(night);
    // Consecutive nights mostly share their line: no lookup for them.
    const group = last !== undefined && key === lastKey ? last : groups.get(key);
    if (group) group.count += 1;
    else {
      last = { spec: build(night, key), count: 1 };
      groups.set(key, last);
      lastKey = key;
      continue;
    }
    last = group;
    lastKey = key;
  }
  const specs: LineSpec[] = [];
  for (const { spec, count } of groups.values()) if (spec) specs.push(withQuantity(spec, spec.quantity * count));
  return specs;
}

export const amountOf = (lines: readonly QuoteLine[], kinds?: readonly LineKind[]): Cents => {
  let total = 0;
  for (const line of lines) if (!kinds || kinds.includes(line.kind)) total += line.amountCents;
  return total;
};
