// A booking site whose July nights price children apart, for the party tests (integration and
// end-to-end): pitches 1..n at 35 € a night with no persons included, each adult 8 € and each
// child (2–12) 3 € a night; teenagers and babies have no occupant price. A « Chien » animal type.

import { type BookingSite, bookingSite, ok } from './booking-site';
import type { Client } from './client';
import { HIGH, LOW, saveGrid, seasonGrid } from './pricing-site';

export interface PartySite extends BookingSite {
  readonly teenId: number;
  readonly dogId: number;
}

/** The July–August period of the party grid: 35 € a night, each adult 8 €, each child 3 €. */
export function partyHighSeason(site: BookingSite) {
  return {
    ...HIGH,
    prices: [
      {
        placeTypeId: site.pitchId,
        nightCents: 3500,
        occupants: [
          { ageCategoryId: site.adultId, mode: 1, cents: 800 },
          { ageCategoryId: site.childId, mode: 1, cents: 300 },
        ],
      },
    ],
  };
}

export async function partySite(admin: Client, pitches = 2): Promise<PartySite> {
  const site = await bookingSite(admin, pitches);
  // The site's grid itself, saved again with the children's price.
  await saveGrid(
    admin,
    seasonGrid(site, { id: site.gridId, includedPersons: 0, periods: [LOW, partyHighSeason(site)] }),
  );
  const categories: { id: number; label: string }[] = await (await admin.get('/rest/reference/age-category')).json();
  // The seeded « Chien », made category 1.
  const types: { id: number; label: string }[] = await (await admin.get('/rest/reference/animal-type')).json();
  const seeded = types.find((t) => t.label === 'Chien');
  const dog = await ok(
    await admin.post('/rest/reference/animal-type/edit', { id: seeded?.id ?? 0, label: 'Chien', category: 1 }),
  );
  return { ...site, teenId: categories.find((c) => c.label === 'Adolescent')?.id ?? 0, dogId: dog.id };
}
