// Rows other tests need to point at, created through the real calls.
import type { Client } from './client';

/** A pitch type labelled `label`; answers its id. */
export async function createPlaceType(client: Client, label: string): Promise<number> {
  const res = await client.post('/rest/place/place-type/edit', {
    id: 0,
    label,
    shortCode: label.slice(0, 3).toUpperCase(),
    kind: 'PITCH',
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    beds: 0,
    bedrooms: 0,
    inseeType: 'BARE_PITCH',
  });
  if (res.status !== 200) throw new Error(`place type: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}
