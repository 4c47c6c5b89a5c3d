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

export const amountOf = (lines: readonly QuoteLine[], kinds?: readonly LineKind[]): Cents =>
  sumCents(lines.filter((l) => !kinds || kinds.includes(l.kind)).map((l) => l.amountCents));
