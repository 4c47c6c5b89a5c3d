import { describe, expect, it } from 'vitest';
import { vatIncluded } from './money';
import { quote } from './quote';
import { randomStay, seeded } from './random-stays';
import type { Quote } from './types';

const STAYS = 3000;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function checkAddsUp(q: Quote): void {
  for (const line of [...q.lines, ...q.partnerLines]) {
    expect(line.amountCents).toBe(line.quantity * line.unitCents);
    expect(Number.isSafeInteger(line.amountCents)).toBe(true);
    expect(line.explain).not.toBe('');
  }
  expect(sum(q.lines.map((l) => l.amountCents))).toBe(q.totals.totalCents);
  const vatLines = q.lines.filter((l) => !l.isOutsideVatBase);
  expect(sum(vatLines.map((l) => l.amountCents))).toBe(q.totals.vatBaseCents);
  expect(sum(q.lines.filter((l) => l.kind === 2 || l.kind === 3).map((l) => l.amountCents))).toBe(
    q.totals.touristTaxCents,
  );
  expect(sum(q.vat.map((v) => v.inclusiveCents))).toBe(q.totals.vatBaseCents);
  expect(sum(q.vat.map((v) => v.vatCents))).toBe(q.totals.vatCents);
  for (const share of q.vat) {
    expect(sum(vatLines.filter((l) => l.vatBp === share.rateBp).map((l) => l.amountCents))).toBe(share.inclusiveCents);
    expect(share.vatCents).toBe(vatIncluded(share.inclusiveCents, share.rateBp));
    expect(share.exclusiveCents + share.vatCents).toBe(share.inclusiveCents);
  }
  expect(q.deposit.amountCents + q.deposit.balanceCents).toBe(q.totals.totalCents);
  expect(q.deposit.amountCents).toBeGreaterThanOrEqual(0);
  expect(q.totals.totalCents).toBeGreaterThanOrEqual(0);
  expect(q.lines.every((l) => l.kind >= 1 && l.kind <= 24)).toBe(true);
}

describe('property: a quote adds up', () => {
  it(`Line amounts always add up to the totals and VAT lines to the breakdown, over ${STAYS} random stays`, () => {
    const r = seeded(20260704);
    let priced = 0;
    for (let i = 0; i < STAYS; i += 1) {
      const input = randomStay(r);
      const q = quote(input);
      checkAddsUp(q);
      priced += q.lines.length > 0 ? 1 : 0;
    }
    expect(priced).toBeGreaterThan(STAYS * 0.9);
  });

  it('Deterministic: the same stay is priced the same, line by line, every time', () => {
    const r = seeded(7);
    for (let i = 0; i < 200; i += 1) {
      const input = randomStay(r);
      expect(quote(input)).toEqual(quote(structuredClone(input)));
    }
  });
});
