import { describe, expect, it } from 'vitest';
import { defaultParty, partyOf, withChildCount } from './party-draft';

describe('the party the availability search asks for', () => {
  it('starts with two adults, no child and no animal', () => {
    expect(partyOf(defaultParty)).toEqual({ adults: 2, childAges: [], animals: [] });
  });

  it("waits for each child's age before searching", () => {
    const twoChildren = withChildCount(defaultParty, 2);
    expect(twoChildren.childAges).toEqual([null, null]);
    expect(partyOf(twoChildren)).toBeNull();
    expect(partyOf({ ...twoChildren, childAges: [8, 3] })?.childAges).toEqual([8, 3]);
  });

  it('a new count of children keeps the ages already typed', () => {
    const typed = { ...defaultParty, childAges: [8, 3, 12] };
    expect(withChildCount(typed, 2).childAges).toEqual([8, 3]);
    expect(withChildCount(typed, 4).childAges).toEqual([8, 3, 12, null]);
  });

  it('animals go with their type only: a count without a type is no animal', () => {
    expect(partyOf({ ...defaultParty, animalCount: 2 })?.animals).toEqual([]);
    expect(partyOf({ ...defaultParty, animalCount: 2, animalTypeId: 5 })?.animals).toEqual([
      { animalTypeId: 5, quantity: 2 },
    ]);
  });
});
