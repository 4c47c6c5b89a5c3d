import { describe, expect, it } from 'vitest';
import { type EarlyDeparturePrefs, earlyDepartureLines, type UnusedStay } from './early-departure';

const prefs = (change: Partial<EarlyDeparturePrefs> = {}): EarlyDeparturePrefs => ({
  refundRule: 'none',
  refundRate: 10_000,
  refundFeeCents: 0,
  refundTouristTax: true,
  minimumNoticeDays: 0,
  ...change,
});

// Two unused nights of a pitch at 35 € (VAT 10 %) with electricity at 4,50 € (VAT 20 %); the tax of
// the whole stay 5,28 €, of the nights stayed 2,64 €.
const stay = (change: Partial<UnusedStay> = {}): UnusedStay => ({
  unusedNights: 2,
  unusedByVat: new Map([
    [1_000, 7_000],
    [2_000, 900],
  ]),
  taxBookedCents: 528,
  taxStayedCents: 264,
  hasNotice: true,
  ...change,
});

const shown = (lines: ReturnType<typeof earlyDepartureLines>) => lines.map((l) => [l.label, l.amountCents]);

describe('early-departure lines (kind 21)', () => {
  it.each([
    // [tax refunded, the tax line beside the shortened stay's own tax lines (the nights stayed)]
    [true, []],
    [false, [['Taxe de séjour des nuits non consommées', 264]]],
  ])(
    'Rembourser la taxe de séjour des nuits non consommées = %s: the guest pays the tax of the nights stayed, or of the stay booked',
    (refundTouristTax, tax) => {
      const lines = earlyDepartureLines(prefs({ refundTouristTax }), stay());
      expect(shown(lines.filter((l) => l.key === 'early-departure:tax'))).toEqual(tax);
      expect(lines.find((l) => l.key === 'early-departure:tax')?.isOutsideVatBase ?? true).toBe(true);
    },
  );

  it('Remboursement des nuits non consommées: one negative line per VAT rate', () => {
    const lines = earlyDepartureLines(prefs({ refundRule: 'unused_nights' }), stay());
    expect(lines.map((l) => [l.amountCents, l.vatBp])).toEqual([
      [-7_000, 1_000],
      [-900, 2_000],
    ]);
  });

  it('Aucun remboursement, or an Avoir (not built): a 0 € line says the unused nights are not refunded', () => {
    for (const refundRule of ['none', 'credit_note'] as const)
      expect(shown(earlyDepartureLines(prefs({ refundRule }), stay()))).toEqual([
        ['Nuits non consommées non remboursées', 0],
      ]);
  });

  it('Remboursement selon la règle: the share of each rate, less the fee kept, never below nothing; nothing without the notice', () => {
    const rule = prefs({ refundRule: 'rule', refundRate: 2_500, refundFeeCents: 5_000, minimumNoticeDays: 3 });
    // 25 % of 70 € = 17,50 €, of 9 € = 2,25 €: 19,75 € refunded, so the 50 € fee is kept up to 19,75 €.
    expect(shown(earlyDepartureLines(rule, stay()))).toEqual([
      ['Remboursement des nuits non consommées (25 %)', -1_750],
      ['Remboursement des nuits non consommées (25 %)', -225],
      ['Frais de départ anticipé retenus', 1_975],
    ]);
    const late = earlyDepartureLines(rule, stay({ hasNotice: false }));
    expect(late.map((l) => l.explain)).toEqual(['2 nuits non consommées : préavis de 3 jours non respecté']);
  });
});
