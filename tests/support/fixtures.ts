// Rows other tests need to point at, created through the real calls.
import type { Client } from './client';

/** The id of the seeded « Taux intermédiaire 10 % » (second of the VAT seed): accommodation's rate. */
export const SEEDED_TVA_10_ID = 2;

/** The body of a valid pitch type labelled `label`, `extra` overriding its fields. */
export const placeTypeBody = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  shortCode: label.slice(0, 3).toUpperCase(),
  kind: 'PITCH',
  capacity: 6,
  minPersons: 1,
  maxPersons: 6,
  beds: 0,
  bedrooms: 0,
  inseeType: 'BARE_PITCH',
  tvaId: SEEDED_TVA_10_ID,
  ...extra,
});

/** A pitch type labelled `label`; answers its id. */
export async function createPlaceType(client: Client, label: string): Promise<number> {
  const res = await client.post('/rest/place/place-type/edit', { id: 0, ...placeTypeBody(label) });
  if (res.status !== 200) throw new Error(`place type: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

/** `count` pitches of a new type, numbered 1..count; answers their ids in that order. */
export async function createPlaces(client: Client, count: number): Promise<number[]> {
  const typeId = await createPlaceType(client, 'Emplacement');
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await client.post('/rest/place/place/edit', { id: 0, number: String(n), typeId, capacity: 6 });
    if (res.status !== 200) throw new Error(`place: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  return ids;
}

const firstId = async (client: Client, path: string): Promise<number> => (await (await client.get(path)).json())[0].id;

/** A tour operator with the seeded partner, management and billing types; answers its id. */
export async function createPartner(client: Client, name = 'Vacances Soleil'): Promise<number> {
  const res = await client.post('/rest/partner/partner/edit', {
    id: 0,
    name,
    partnerTypeId: await firstId(client, '/rest/partner/partner-type'),
    managementTypeId: await firstId(client, '/rest/partner/management-type'),
    billingTypeId: await firstId(client, '/rest/partner/billing-type'),
    commissionType: 'percent',
    commissionValue: 1500,
  });
  if (res.status !== 200) throw new Error(`partner: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}
