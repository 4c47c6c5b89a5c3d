import { describe, expect, it } from 'vitest';
import { ELECTRICITY, makeGrid, makeInput, makeOffer } from './fixtures';
import { offerError } from './offers';
import { quote } from './quote';
import type { QuoteInput, SpecialOffer } from './types';

const electricity = { kind: 'extra' as const, refId: 1, quantity: 1 };
/** 3 low nights on a pitch (60,00 €), electricity 3 × 4,50 € at 20 %, booking fee 20,00 €. */
const stay = (offers: SpecialOffer[], rest: Partial<QuoteInput> = {}) =>
  makeInput({
    grids: [makeGrid({ options: [ELECTRICITY], bookingFeeCents: 2000 })],
    items: [electricity],
    fees: { mode: 'base', amountCents: 0, vatBp: 2000, chargePartnerBookings: false },
    offers,
    ...rest,
  });
const reduction = (input: QuoteInput) =>
  quote(input)
    .lines.filter((l) => l.kind === 12)
    .reduce((n, l) => n + l.amountCents, 0);

describe('special offers 1–8', () => {
  it.each([
    {
      rule: 'Offer 1 less x euros: 10,00 € off the accommodation',
      offer: makeOffer({ type: 1, reduction: 1000 }),
      cents: -1000,
    },
    { rule: 'Offer 2 less x percent: 10 % of 60,00 €', offer: makeOffer({ type: 2, reduction: 1000 }), cents: -600 },
    {
      rule: 'Offer 3 booking fees: 20,00 € off the 20,00 € fee',
      offer: makeOffer({ type: 3, reduction: 2000 }),
      cents: -2000,
    },
    {
      rule: 'Offer 4 x nights for y nights: 7 for 6, the free night at the average night (20,00 €)',
      offer: makeOffer({ type: 4, reduction: 0, nightsStayed: 7, nightsPaid: 6 }),
      cents: -2000,
      departure: '2026-05-11',
    },
    {
      rule: 'Offer 4 x nights for y nights: 7 for 6 gives 2 free nights over 14 nights',
      offer: makeOffer({ type: 4, reduction: 0, nightsStayed: 7, nightsPaid: 6 }),
      cents: -4000,
      departure: '2026-05-18',
    },
    {
      rule: 'Offer 4 x nights for y nights: 6 nights get no free night out of a 7-for-6',
      offer: makeOffer({ type: 4, reduction: 0, nightsStayed: 7, nightsPaid: 6 }),
      cents: 0,
      departure: '2026-05-10',
    },
    {
      rule: 'Offer 5 struck-out price: 60,00 € struck out for 50,00 €',
      offer: makeOffer({ type: 5, reduction: 5000 }),
      cents: -1000,
    },
    {
      rule: 'Offer 6 included service: the electricity (13,50 €) given, up to 50,00 €',
      offer: makeOffer({ type: 6, reduction: 5000, service: { kind: 'extra', refId: 1 } }),
      cents: -1350,
    },
    {
      rule: 'Offer 7 last minute: booked 3 days before arrival, within 7 days, 15 % of 60,00 €',
      offer: makeOffer({ type: 7, reduction: 1500, reductionUnit: 'percent', daysBeforeArrival: 7 }),
      cents: -900,
      bookingDate: '2026-05-01',
    },
    {
      rule: 'Offer 7 last minute: booked 64 days before arrival is not last minute',
      offer: makeOffer({ type: 7, reduction: 1500, reductionUnit: 'percent', daysBeforeArrival: 7 }),
      cents: 0,
    },
    {
      rule: 'Offer 8 early booking: booked 64 days ahead, at least 60, 10 % of 60,00 €',
      offer: makeOffer({ type: 8, reduction: 1000, reductionUnit: 'percent', daysBeforeArrival: 60 }),
      cents: -600,
    },
    {
      rule: 'Offer 8 early booking: booked 33 days ahead is not early',
      offer: makeOffer({ type: 8, reduction: 1000, reductionUnit: 'percent', daysBeforeArrival: 60 }),
      cents: 0,
      bookingDate: '2026-04-01',
    },
    {
      rule: 'Offer period: a booking date outside it gets no offer',
      offer: makeOffer({ offerPeriod: { startDate: '2026-04-01', endDate: '2026-04-30' } }),
      cents: 0,
    },
    {
      rule: 'Validity period: an offer no longer valid on the booking date does not apply',
      offer: makeOffer({ validity: { startDate: '2026-01-01', endDate: '2026-02-28' } }),
      cents: 0,
    },
    {
      rule: 'Stay period: a stay whose last night falls outside it gets no offer',
      offer: makeOffer({ stayPeriod: { startDate: '2026-05-01', endDate: '2026-05-05' } }),
      cents: 0,
    },
    {
      rule: 'Stay period: the last night on its last day is within it',
      offer: makeOffer({ stayPeriod: { startDate: '2026-05-04', endDate: '2026-05-06' } }),
      cents: -1000,
    },
    { rule: 'Min stay: 3 nights do not reach 4', offer: makeOffer({ minNights: 4 }), cents: 0 },
    { rule: 'Max stay: 3 nights exceed 2', offer: makeOffer({ maxNights: 2 }), cents: 0 },
    { rule: 'Number of persons: an offer for 3 persons at least', offer: makeOffer({ minPersons: 3 }), cents: 0 },
    {
      rule: 'Grids: an offer on another grid does not apply',
      offer: makeOffer({ gridIds: [2] }),
      cents: 0,
    },
    {
      rule: 'Promo code: an offer with a code needs the code',
      offer: makeOffer({ promoCode: 'ETE26' }),
      cents: 0,
    },
    {
      rule: 'Promo code: the code matches whatever its case and spaces',
      offer: makeOffer({ promoCode: 'ETE26' }),
      cents: -1000,
      promoCode: ' ete26 ',
    },
    {
      rule: 'Application "stay": 10 % of accommodation and options (60,00 + 13,50 €)',
      offer: makeOffer({ type: 2, reduction: 1000, application: 'stay' }),
      cents: -735,
    },
  ])('$rule', ({ offer, cents, ...rest }) => {
    expect(reduction(stay([offer], rest))).toBe(cents);
  });

  it('Visibility competition: the best offer for the customer wins (10,00 € over 6,00 €)', () => {
    const q = quote(stay([makeOffer({ id: 1, type: 2, reduction: 1000 }), makeOffer({ id: 2, reduction: 1000 })]));
    expect(q.appliedOffers.map((o) => o.id)).toEqual([2]);
    expect(reduction(stay([makeOffer({ id: 1, type: 2, reduction: 1000 }), makeOffer({ id: 2 })]))).toBe(-1000);
  });

  it('Visibility duplicate: cumulates with the best competition offer (10,00 € + 6,00 €)', () => {
    const offers = [makeOffer({ id: 1 }), makeOffer({ id: 2, type: 2, reduction: 1000, visibility: 'duplicate' })];
    expect(reduction(stay(offers))).toBe(-1600);
  });

  it('Visibility dominant: applies alone, even when a competition offer would give more', () => {
    const offers = [
      makeOffer({ id: 1, reduction: 3000 }),
      makeOffer({ id: 2, type: 2, reduction: 1000, visibility: 'dominant' }),
      makeOffer({ id: 3, visibility: 'duplicate' }),
    ];
    const q = quote(stay(offers));
    expect(q.appliedOffers.map((o) => o.id)).toEqual([2]);
    expect(reduction(stay(offers))).toBe(-600);
  });

  it('Cumulated offers never take more than what they reduce: 50,00 € + 50,00 € on 60,00 € take 60,00 €', () => {
    const offers = [
      makeOffer({ id: 1, reduction: 5000 }),
      makeOffer({ id: 2, reduction: 5000, visibility: 'duplicate' }),
    ];
    const q = quote(stay(offers));
    expect(q.lines.filter((l) => l.kind === 12).map((l) => l.amountCents)).toEqual([-5000, -1000]);
  });

  it('An offer reducing several VAT rates is spread over them: 7,35 € as 6,00 € at 10 % and 1,35 € at 20 %', () => {
    const q = quote(stay([makeOffer({ type: 2, reduction: 1000, application: 'stay' })]));
    expect(q.lines.filter((l) => l.kind === 12).map((l) => [l.vatBp, l.amountCents])).toEqual([
      [1000, -600],
      [2000, -135],
    ]);
  });

  it('Labels per language: the offer line reads in the quote language', () => {
    const q = quote(stay([makeOffer({ labels: { fr: 'Promo', en: 'Deal' } })], { language: 'en' }));
    expect(q.lines.find((l) => l.kind === 12)?.label).toBe('Deal');
  });

  it('Booking-fee override: an applied offer waives the booking fee', () => {
    const q = quote(stay([makeOffer({ bookingFeeOverride: { mode: 'free' } })]));
    expect(q.lines.some((l) => l.kind === 8)).toBe(false);
  });

  it('Down-payment override: an applied offer asks 50 % instead of 25 %', () => {
    const depositOverride = { mode: 'percent' as const, rateBp: 5000, balanceDaysBeforeArrival: 30 };
    const q = quote(stay([makeOffer({ depositOverride })]));
    expect(q.totals.totalCents).toBe(6000 + 1350 + 2000 - 1000);
    expect(q.deposit.amountCents).toBe(4175);
  });

  it('Payment methods: the applied offers restrict them to those they all allow', () => {
    const offers = [
      makeOffer({ id: 1, paymentMethodIds: [1, 2, 3] }),
      makeOffer({ id: 2, visibility: 'duplicate', paymentMethodIds: [2, 3, 4] }),
    ];
    expect(quote(stay(offers)).paymentMethodIds).toEqual([2, 3]);
    expect(quote(stay([])).paymentMethodIds).toBeNull();
  });

  it.each([
    { rule: 'An offer needs an offer type', offer: makeOffer({ type: null }), code: 'OFFER_TYPE_REQUIRED' },
    {
      rule: 'An offer needs at least one price grid',
      offer: makeOffer({ gridIds: [] }),
      code: 'OFFER_PRICE_GRID_REQUIRED',
    },
    {
      rule: 'An offer needs a reduction amount',
      offer: makeOffer({ reduction: null }),
      code: 'OFFER_REDUCTION_REQUIRED',
    },
  ])('$rule', ({ offer, code }) => {
    expect(offerError(offer)).toBe(code);
    expect(() => quote(stay([offer]))).toThrow(code);
  });

  it('An "x nights for y" offer needs no reduction amount: it never uses one', () => {
    const sevenForSix = makeOffer({ type: 4, reduction: null, nightsStayed: 7, nightsPaid: 6 });
    expect(offerError(sevenForSix)).toBeNull();
    expect(() => quote(stay([sevenForSix]))).not.toThrow();
  });
});
