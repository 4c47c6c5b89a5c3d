import { describe, expect, it } from 'vitest';
import type { DraftInput } from '../../../../service/domains/booking/contract';
import { newOccupancy, replaceAt, withOccupancy, withOverride } from './occupancy-edit';

const body = (): DraftInput => ({
  id: 0,
  customerId: 1,
  kind: 3,
  partnerId: null,
  channelId: null,
  optionValidUntil: null,
  reference: null,
  internetReference: null,
  notes: null,
  priceUpdateChoice: 'keepExistingGrid',
  priceOverrides: [],
  occupancies: [newOccupancy('2027-07-01', '2027-07-08', 4), newOccupancy('2027-07-01', '2027-07-08', 5)],
});

describe('booking body edits of the sheet', () => {
  it('changes one occupancy and leaves the others', () => {
    const next = withOccupancy(body(), 1, (o) => ({ ...o, isLocked: true }));
    expect(next.occupancies.map((o) => o.isLocked)).toEqual([false, true]);
  });

  it('replaces or removes a row', () => {
    expect(replaceAt([1, 2, 3], 1, 9)).toEqual([1, 9, 3]);
    expect(replaceAt([1, 2, 3], 1, null)).toEqual([1, 3]);
  });

  it('a price typed by hand becomes an override ("price manually changed"); blank goes back', () => {
    const typed = withOverride(body(), 0, 'accommodation', 12_000);
    expect(typed.priceOverrides).toEqual([{ occupancyIndex: 0, key: 'accommodation', amountCents: 12_000 }]);
    expect(
      withOverride(withOverride(typed, 0, 'accommodation', 9_000), 0, 'accommodation', null).priceOverrides,
    ).toEqual([]);
  });
});

describe('the resume form counts occupants by age category', () => {
  it('adds blank occupants of the category or drops its last ones, keeping the others', async () => {
    const { withOccupantCount, newOccupant } = await import('./occupancy-edit');
    const start = {
      ...newOccupancy('2027-07-01', '2027-07-08'),
      occupants: [newOccupant(1), { ...newOccupant(2), lastName: 'Martin' }],
    };
    const more = withOccupantCount(start, 2, 3);
    expect(more.occupants.map((p) => p.ageCategoryId)).toEqual([1, 2, 2, 2]);
    expect(more.occupants[1]?.lastName).toBe('Martin');
    expect(withOccupantCount(more, 2, 0).occupants.map((p) => p.ageCategoryId)).toEqual([1]);
  });
});
