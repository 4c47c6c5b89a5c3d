import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput, TOURIST_TAX } from './fixtures';
import { quote } from './quote';
import type { DepositTerms, FeeTerms, GridOption, Partner, QuoteInput } from './types';

/** 3 low nights on a pitch for 2 adults: 60,00 € at 10 %. */
const base = (rest: Partial<QuoteInput> = {}) => quote(makeInput(rest));
const deposit = (terms: Partial<DepositTerms>, rest: Partial<QuoteInput> = {}) =>
  base({ deposit: { mode: 'percent', balanceDaysBeforeArrival: 30, ...terms }, ...rest }).deposit;
const FEES: FeeTerms = { mode: 'base', amountCents: 1200, vatBp: 2000, chargePartnerBookings: false };
const PARTNER: Partner = {
  id: 5,
  label: 'Agence Soleil',
  commission: { type: 'percent', value: 1500, base: 'stay' },
  commissionPeriods: [],
};

describe('VAT', () => {
  it('VAT per rate on its VAT-inclusive total, rounded once per rate: 3 × 10,05 € at 20 % → 5,03 €, not 3 × 1,68 €', () => {
    const options: GridOption[] = [1, 2, 3].map((refId) => ({ ...ELECTRICITY, refId, cents: 1005, pricing: 'stay' }));
    const grid = makeGrid({ options, prices: [{ periodId: 1, placeTypeId: 1, nightCents: 2000 }] });
    const items = options.map((o) => ({ kind: o.kind, refId: o.refId, quantity: 1 }));
    const q = base({ grids: [grid], items });
    expect(q.lines.filter((l) => l.vatBp === 2000)).toHaveLength(3);
    expect(q.vat).toEqual([
      { rateBp: 1000, inclusiveCents: 6000, vatCents: 545, exclusiveCents: 5455 },
      { rateBp: 2000, inclusiveCents: 3015, vatCents: 503, exclusiveCents: 2512 },
    ]);
    expect(q.totals.vatCents).toBe(1048);
  });

  it('Each line has the rate of its place type: the pitch at 10 %', () => {
    expect(base().lines.map((l) => l.vatBp)).toEqual([1000]);
  });
});

describe('deposit (arrhes) and its due date', () => {
  it.each([
    { rule: 'Deposit percentage: 25 % of 60,00 €', terms: { mode: 'percent' as const, rateBp: 2500 }, cents: 1500 },
    { rule: 'Deposit fixed amount: 50,00 €', terms: { mode: 'fixed' as const, amountCents: 5000 }, cents: 5000 },
    {
      rule: 'Deposit fixed amount never above the total: 100,00 € asked, 60,00 € due',
      terms: { mode: 'fixed' as const, amountCents: 10000 },
      cents: 6000,
    },
    {
      rule: 'Deposit by started week: 10 nights are 2 started weeks × 30,00 €',
      terms: { mode: 'startedWeek' as const, amountCents: 3000 },
      cents: 6000,
      departure: '2026-05-14',
    },
    { rule: 'Deposit equal to the first night: 20,00 €', terms: { mode: 'firstNight' as const }, cents: 2000 },
    { rule: 'Deposit 100 %: the whole stay', terms: { mode: 'full' as const }, cents: 6000 },
  ])('$rule', ({ terms, cents, departure }) => {
    expect(deposit(terms, departure ? { departure } : {}).amountCents).toBe(cents);
  });

  it('Deposit equal to the first night: a first-nights price makes the first night 25,00 €', () => {
    const grid = makeGrid({
      firstNightsCount: 1,
      prices: [{ periodId: 1, placeTypeId: 1, nightCents: 2000, firstNightsCents: 2500 }],
    });
    expect(deposit({ mode: 'firstNight' }, { grids: [grid] }).amountCents).toBe(2500);
  });

  it('The deposit is due on the booking date and the balance 30 days before arrival', () => {
    expect(deposit({ rateBp: 2500 })).toEqual({
      amountCents: 1500,
      dueDate: '2026-03-01',
      balanceCents: 4500,
      balanceDueDate: '2026-04-04',
      explain: 'acompte, mode percent : 25 % du séjour hors taxe de séjour',
    });
  });

  it('The deposit percentage leaves the tourist tax to the balance; 100 % takes it', () => {
    const tax = { touristTax: TOURIST_TAX };
    expect(deposit({ rateBp: 2500 }, tax).amountCents).toBe(1500);
    expect(deposit({ mode: 'full' }, tax).amountCents).toBe(6396);
  });

  it('A booking made after the balance date owes the whole stay now', () => {
    expect(deposit({ rateBp: 2500 }, { bookingDate: '2026-04-20' })).toMatchObject({
      amountCents: 6000,
      balanceCents: 0,
      balanceDueDate: '2026-04-20',
    });
  });
});

describe('booking fees', () => {
  it.each([
    { rule: "Booking fees base: the grid's 15,00 € at the fees' VAT", fees: FEES, cents: 1500 },
    { rule: 'Booking fees free: no line', fees: { ...FEES, mode: 'free' as const }, cents: 0 },
    { rule: 'Booking fees amount: the preference’s 12,00 €', fees: { ...FEES, mode: 'amount' as const }, cents: 1200 },
  ])('$rule', ({ fees, cents }) => {
    const q = base({ grids: [makeGrid({ bookingFeeCents: 1500 })], fees });
    expect(q.lines.filter((l) => l.kind === 8).reduce((n, l) => n + l.amountCents, 0)).toBe(cents);
  });

  it('Booking fees are not charged to partner bookings unless the preference says so', () => {
    const grid = makeGrid({ bookingFeeCents: 1500, partnerIds: [5] });
    expect(base({ grids: [grid], fees: FEES, partner: PARTNER }).lines.some((l) => l.kind === 8)).toBe(false);
    const charged = base({ grids: [grid], fees: { ...FEES, chargePartnerBookings: true }, partner: PARTNER });
    expect(charged.lines.find((l) => l.kind === 8)?.amountCents).toBe(1500);
  });
});

describe('partner commission', () => {
  const partnerStay = (partner: Partner) =>
    base({ grids: [makeGrid({ partnerIds: [5] })], partner, touristTax: TOURIST_TAX });

  it('Partner commission: 15 % of the stay without tourist tax (9,00 €), outside the customer total', () => {
    const q = partnerStay(PARTNER);
    expect(q.partnerLines).toMatchObject([{ kind: 13, amountCents: 900, label: 'Commission Agence Soleil' }]);
    expect(q.totals.totalCents).toBe(6396);
  });

  it('Commission period: its rate (10 %) replaces the partner’s own for an arrival within it', () => {
    const q = partnerStay({
      ...PARTNER,
      commissionPeriods: [{ startDate: '2026-05-01', endDate: '2026-05-31', rateBp: 1000 }],
    });
    expect(q.partnerLines[0].amountCents).toBe(600);
  });

  it('Commission as an amount per stay: 25,00 €', () => {
    const q = partnerStay({ ...PARTNER, commission: { type: 'amount', value: 2500, base: 'stay' } });
    expect(q.partnerLines[0].amountCents).toBe(2500);
  });

  it('A public booking has no commission', () => {
    expect(base().partnerLines).toEqual([]);
  });
});
