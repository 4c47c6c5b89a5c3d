import { describe, expect, it } from 'vitest';
import { commissionLines } from './commission';
import { EARLY_DEPARTURE_TAX_KEY, LINE_KINDS } from './line-kinds';
import type { Partner, QuoteLine } from './types';

const line = (kind: number, key: string, amountCents: number) => ({ kind, key, amountCents }) as unknown as QuoteLine;

const partner = {
  commission: { type: 'percent', value: 1000, base: 'stay' },
  commissionPeriods: [],
} as unknown as Partner;

describe('a partner commission on the stay « séjour hors taxe de séjour »', () => {
  it('leaves out every tourist tax line, the tax of nights not stayed after an early departure too', () => {
    const lines = [
      line(LINE_KINDS.occupancy, 'night', 40_000),
      line(LINE_KINDS.tax, 'tax:2026-01-01', 1_320),
      line(LINE_KINDS.earlyDeparture, 'early-departure:refund:1000', -8_000),
      line(LINE_KINDS.earlyDeparture, EARLY_DEPARTURE_TAX_KEY, 264),
    ];
    // 10 % of (400,00 − 80,00) = 32,00 €: neither 13,20 € of tax nor the 2,64 € charged for the nights not stayed.
    expect(commissionLines(partner, lines, '2026-07-10').map((l) => l.amountCents)).toEqual([3_200]);
  });
});
