// The party as the search form holds it while it is typed, and the party it sends.
import type { Party } from '../../../../service/domains/booking/contract';

/** A child's age is typed after the count: null until then (the search waits for it). */
export interface PartyDraft {
  adults: number;
  childAges: (number | null)[];
  animalTypeId: number | null;
  animalCount: number;
}

export const defaultParty: PartyDraft = { adults: 2, childAges: [], animalTypeId: null, animalCount: 0 };

/** The party to send, or null while a child's age is missing. */
export function partyOf(d: PartyDraft): Party | null {
  if (d.childAges.some((age) => age === null)) return null;
  return {
    adults: d.adults,
    childAges: d.childAges.filter((age) => age !== null),
    animals: d.animalTypeId && d.animalCount > 0 ? [{ animalTypeId: d.animalTypeId, quantity: d.animalCount }] : [],
  };
}

/** A new count of children keeps the ages already typed. */
export function withChildCount(d: PartyDraft, count: number): PartyDraft {
  return { ...d, childAges: Array.from({ length: count }, (_, i) => d.childAges[i] ?? null) };
}
