import { describe, expect, it } from 'vitest';
import type { DraftInput } from '../../../../service/domains/booking/contract';
import {
  newOccupancy,
  newOccupant,
  replaceAt,
  shownAgeCategory,
  withKind,
  withOccupancy,
  withOverride,
} from './occupancy-edit';

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

describe('a new booking created as a quote, an option or a reservation', () => {
  it('an option gets its validity date from the option preference; a date already chosen stays', () => {
    expect(withKind(body(), 2, '2027-06-09').optionValidUntil).toBe('2027-06-09');
    const chosen = { ...body(), kind: 2 as const, optionValidUntil: '2027-06-20' };
    expect(withKind(chosen, 2, '2027-06-09').optionValidUntil).toBe('2027-06-20');
  });

  it('a quote or a reservation has no option validity', () => {
    const option = withKind(body(), 2, '2027-06-09');
    expect(withKind(option, 1, '2027-06-09')).toMatchObject({ kind: 1, optionValidUntil: null });
    expect(withKind(option, 3, '2027-06-09')).toMatchObject({ kind: 3, optionValidUntil: null });
  });
});

describe('the age category shown for an occupant', () => {
  const ADULT = 1;
  const CHILD = 3;
  const child = { ...newOccupant(ADULT), birthDate: '2018-03-02' };

  it('shows the category derived from the birth date by the server, not the one chosen by hand', () => {
    expect(shownAgeCategory(child, { ...child, ageCategoryId: CHILD })).toBe(CHILD);
  });

  it('keeps the hand choice while the answer is about another birth date or age', () => {
    expect(shownAgeCategory(child, { ...child, birthDate: '1990-01-01', ageCategoryId: ADULT })).toBe(ADULT);
    expect(shownAgeCategory({ ...newOccupant(ADULT), age: 8 }, undefined)).toBe(ADULT);
  });

  it('without birth date nor age the hand choice is the category', () => {
    expect(shownAgeCategory(newOccupant(ADULT), { ...newOccupant(ADULT), ageCategoryId: CHILD })).toBe(ADULT);
  });
});
