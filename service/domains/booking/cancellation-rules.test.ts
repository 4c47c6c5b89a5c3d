import { describe, expect, it } from 'vitest';
import { type CancellationPolicy, type CancelledStay, cancellationTerms, eurosText } from './cancellation-rules';
import { BOOKING_KIND } from './contract';

// A 140 € stay (tourist tax apart) whose deposit (arrhes) was 35 €; late: fewer than 30 days.
const stay: CancelledStay = {
  kind: BOOKING_KIND.reservation,
  stayCents: 14_000,
  depositCents: 3500,
  depositNature: 'arrhes',
  daysBeforeArrival: 70,
};
const policy: CancellationPolicy = {
  keepDeposit: true,
  feesMode: 'none',
  feesRate: 1000,
  feesCents: 2000,
  lateFeesDays: 30,
  lateFeesRate: 5000,
  lateFeesCents: 6000,
};

describe('what a cancelled stay keeps, by the cancellation preference', () => {
  it.each([
    // keepDeposit, feesMode, days before arrival → deposit kept, fee, kept
    [true, 'none', 70, 3500, 0, 3500],
    [true, 'none', 10, 3500, 0, 3500],
    [true, 'percent', 70, 3500, 1400, 4900],
    [true, 'percent', 30, 3500, 1400, 4900],
    [true, 'percent', 29, 3500, 7000, 10_500],
    [true, 'amount', 70, 3500, 2000, 5500],
    [true, 'amount', 10, 3500, 6000, 9500],
    [false, 'none', 10, 0, 0, 0],
    [false, 'percent', 70, 0, 1400, 1400],
    [false, 'percent', -2, 0, 7000, 7000],
    [false, 'amount', 70, 0, 2000, 2000],
    [false, 'amount', 10, 0, 6000, 6000],
  ] as const)(
    '"conserver l\'acompte" %s, frais %s, %s days before arrival: deposit %i + fee %i = %i kept',
    (keepDeposit, feesMode, days, deposit, fee, kept) => {
      const terms = cancellationTerms({ ...stay, daysBeforeArrival: days }, { ...policy, keepDeposit, feesMode });
      expect(terms).toMatchObject({ depositKeptCents: deposit, feeCents: fee, keptCents: kept });
      expect(terms.isLate).toBe(days < 30);
    },
  );

  it('"never more than the stay": 35 € of arrhes and a late fee of 100 % keep the 140 € of the stay', () => {
    const terms = cancellationTerms(
      { ...stay, daysBeforeArrival: 3 },
      { ...policy, feesMode: 'percent', lateFeesRate: 10_000 },
    );
    expect(terms).toMatchObject({ keptCents: 14_000, depositKeptCents: 3500, feeCents: 10_500 });
    expect(terms.rule).toContain('plafonné au prix du séjour : 140,00 €');
  });

  it('a late cancellation never costs less than an early one (late amount left at 0)', () => {
    const terms = cancellationTerms(
      { ...stay, daysBeforeArrival: 3 },
      { ...policy, keepDeposit: false, feesMode: 'amount', lateFeesCents: 0 },
    );
    expect(terms.keptCents).toBe(2000);
  });

  it('a late delay of 0 days: every cancellation takes the early fee', () => {
    const terms = cancellationTerms(
      { ...stay, daysBeforeArrival: -1 },
      { ...policy, keepDeposit: false, feesMode: 'percent', lateFeesDays: 0 },
    );
    expect(terms).toMatchObject({ keptCents: 1400, isLate: false });
  });

  it.each([
    [BOOKING_KIND.option, "Annulation d'une option"],
    [BOOKING_KIND.quote, "Annulation d'un devis"],
  ])('a quote or an option keeps nothing: no deposit was asked for (kind %i)', (kind, rule) => {
    const terms = cancellationTerms({ ...stay, kind, daysBeforeArrival: 3 }, { ...policy, feesMode: 'percent' });
    expect(terms).toMatchObject({ keptCents: 0, depositKeptCents: 0, feeCents: 0 });
    expect(terms.rule).toContain(rule);
  });

  it('the rule says the deposit kept and the fee in French amounts', () => {
    const terms = cancellationTerms({ ...stay, daysBeforeArrival: 10 }, { ...policy, feesMode: 'percent' });
    expect(terms.rule).toBe(
      "Annulation 10 jour(s) avant l'arrivée (tardive, moins de 30 jours) : arrhes conservées : 35,00 € ; frais (50 % du séjour) : 70,00 €",
    );
    expect(eurosText(30_720)).toBe('307,20 €');
    expect(eurosText(-1505)).toBe('−15,05 €');
  });

  it.each([
    // keepDeposit, feesMode, days before arrival: an acompte keeps the 140 € stay whatever they say
    [true, 'none', 70],
    [false, 'none', 70],
    [false, 'percent', 10],
    [true, 'amount', -2],
  ] as const)(
    '"an acompte binds both sides: a customer who cancels still owes the whole stay" (conserver %s, frais %s, %s days)',
    (keepDeposit, feesMode, days) => {
      const terms = cancellationTerms(
        { ...stay, depositNature: 'acompte', daysBeforeArrival: days },
        { ...policy, keepDeposit, feesMode },
      );
      expect(terms).toMatchObject({ keptCents: 14_000, depositKeptCents: 3500, feeCents: 0 });
      expect(terms.rule).toContain('acompte, engagement ferme des deux parties');
      expect(terms.rule).toContain('le séjour reste dû en entier : 140,00 €');
    },
  );

  it.each([
    // nature, keepDeposit → kept: arrhes follow the preference, an acompte does not
    ['arrhes', true, 3500],
    ['arrhes', false, 0],
    ['acompte', true, 14_000],
    ['acompte', false, 14_000],
  ] as const)(
    '"arrhes are kept by the site when the customer cancels, an acompte binds both sides": %s, conserver %s → %i kept',
    (depositNature, keepDeposit, kept) => {
      const terms = cancellationTerms({ ...stay, depositNature }, { ...policy, keepDeposit });
      expect(terms.keptCents).toBe(kept);
      expect(terms.rule).toContain(depositNature === 'arrhes' ? 'arrhes' : 'acompte');
    },
  );

  it('a quote or an option with an acompte still keeps nothing: no deposit was asked for', () => {
    const terms = cancellationTerms({ ...stay, kind: BOOKING_KIND.option, depositNature: 'acompte' }, policy);
    expect(terms.keptCents).toBe(0);
  });
});
