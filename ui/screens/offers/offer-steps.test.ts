// The wizard's steps against the offer contract: every field is asked by one step, and a step is
// checked on its own (a later step still blank does not hide its error, nor block it).
import { describe, expect, it } from 'vitest';
import { offerInputSchema } from '../../../service/domains/pricing/offer-contract';
import { offerSteps, prepareOffer, stepOfField, valuesForStep } from './offer-steps';

const blank = {
  id: 0,
  type: 2,
  labels: { fr: '' },
  offerStartDate: '2027-01-01',
  offerEndDate: '2027-03-31',
  stayStartDate: '2027-04-01',
  stayEndDate: '2027-06-30',
  gridIds: [],
  reduction: null,
  reductionUnit: 'euro',
  application: 'accommodation',
  visibility: 'competition',
  paymentMethodIds: [],
  isActive: true,
  order: 0,
};

const errorsAt = (values: Record<string, unknown>, step: string) => {
  const index = offerSteps.findIndex((s) => s.key === step);
  const result = offerInputSchema.safeParse(valuesForStep(prepareOffer(values), index));
  const names = offerSteps[index]?.names ?? [];
  return result.success
    ? []
    : result.error.issues
        .filter((i) => names.includes(String(i.path[0])))
        .map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('special-offer wizard steps', () => {
  it('asks every field of the contract in exactly one step (offer type ... promo code, then the summary)', () => {
    const asked = offerSteps.flatMap((s) => s.names);
    const fields = Object.keys(offerInputSchema.shape).filter((f) => f !== 'id');
    expect([...asked].sort()).toEqual([...fields].sort());
    expect(new Set(asked).size).toBe(asked.length);
    expect(offerSteps.at(-1)?.key).toBe('summary');
  });

  it('the period step refuses an end before the start although grids, reduction and labels are still blank', () => {
    expect(errorsAt({ ...blank, offerEndDate: '2026-12-31' }, 'period')).toEqual(['offerEndDate:START_AFTER_END']);
    expect(errorsAt(blank, 'period')).toEqual([]);
  });

  it('the grids step needs a grid; the reduction step an amount, or x and y nights for a 7-for-6', () => {
    expect(errorsAt(blank, 'grids')).toEqual(['gridIds:OFFER_PRICE_GRID_REQUIRED']);
    const withGrid = { ...blank, gridIds: [3] };
    expect(errorsAt(withGrid, 'grids')).toEqual([]);
    expect(errorsAt(withGrid, 'reduction')).toEqual(['reduction:OFFER_REDUCTION_REQUIRED']);
    expect(errorsAt({ ...withGrid, type: 4, nightsStayed: 6, nightsPaid: 7 }, 'reduction')).toEqual([
      'nightsStayed:CONFIGURATION_NOT_POSSIBLE',
    ]);
    expect(errorsAt({ ...withGrid, type: 4, nightsStayed: 7, nightsPaid: 6 }, 'reduction')).toEqual([]);
  });

  it('the labels step needs the French label; blank labels of other languages are not sent', () => {
    const ready = { ...blank, gridIds: [3], reduction: 1000 };
    expect(errorsAt(ready, 'labels')).toEqual(['labels:LABEL_REQUIRED']);
    expect(stepOfField('labels')).toBe(offerSteps.findIndex((s) => s.key === 'labels'));
    expect(prepareOffer({ ...ready, labels: { fr: 'Printemps', en: '', de: null } }).labels).toEqual({
      fr: 'Printemps',
    });
  });
});
