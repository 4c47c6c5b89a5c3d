// Places in bulk: a series created at once (prefix, first to last number, type), all or nothing;
// a place's capacity taken from its type when absent; a list answering the page of a saved row.
import { describe, expect, it } from 'vitest';
import { placeTypeBody } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const create = async (base: string, body: Record<string, unknown>): Promise<number> => {
  const res = await ctx.admin.post(`/rest/place/${base}/edit`, { id: 0, ...body });
  if (res.status !== 200) throw new Error(`${base}: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
};
const range = (body: Record<string, unknown>) => ctx.admin.post('/rest/place/place/range', body);
const allNumbers = async () =>
  (await (await ctx.admin.post('/rest/place/place/search', { pageSize: 500, sort: { field: 'number' } })).json()).items
    .map((p: { number: string }) => p.number)
    .sort();

describe('a series of places', () => {
  it('creates every place from first to last, zero-padded, with the type and its capacity, and says how many', async () => {
    const typeId = await create('place-type', placeTypeBody('Nu', { capacity: 5 }));
    const res = await range({ prefix: 'A', first: 8, last: 12, digits: 2, typeId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'SAVED', created: 5 });
    const { items } = await (
      await ctx.admin.post('/rest/place/place/search', { pageSize: 50, sort: { field: 'number' } })
    ).json();
    expect(items.map((p: { number: string }) => p.number)).toEqual(['A08', 'A09', 'A10', 'A11', 'A12']);
    expect(new Set(items.map((p: { typeId: number; capacity: number }) => `${p.typeId}:${p.capacity}`))).toEqual(
      new Set([`${typeId}:5`]),
    );
  });

  it('a capacity given for the series wins over the type’s', async () => {
    const typeId = await create('place-type', placeTypeBody('Nu', { capacity: 5 }));
    await range({ first: 1, last: 2, typeId, capacity: 3 });
    const { items } = await (await ctx.admin.post('/rest/place/place/search', {})).json();
    expect(items.map((p: { capacity: number }) => p.capacity)).toEqual([3, 3]);
  });

  it('Number (unique): a series meeting numbers already taken, whatever their case, is refused whole, naming them', async () => {
    const typeId = await create('place-type', placeTypeBody('Nu'));
    await create('place', { number: 'b3', typeId });
    await create('place', { number: 'B5', typeId });
    const res = await range({ prefix: 'B', first: 1, last: 6, typeId });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.serverMessage).toBe('PLACE_NUMBERS_ALREADY_ASSIGNED');
    expect(body.message).toContain('B3, B5');
    // All or nothing: none of B1..B6 was created.
    expect(await allNumbers()).toEqual(['B5', 'b3']);
  });

  it.each([
    ['First number ≤ last number', { first: 10, last: 9 }, { last: 'PLACE_RANGE_REVERSED' }],
    ['at most 1,000 places at once', { first: 1, last: 1001 }, { last: 'PLACE_RANGE_TOO_LARGE' }],
    ['a number is a whole number', { first: 1.5, last: 3 }, { first: 'REQUIRED_INTEGER' }],
    ['a number is not negative', { first: -1, last: 3 }, { first: 'INVALID_NUMBER' }],
    ['a type is required', { first: 1, last: 3, typeId: undefined }, { typeId: 'REQUIRED' }],
    ['zero-padding of at most 6 digits', { first: 1, last: 3, digits: 7 }, { digits: 'INVALID_NUMBER' }],
  ])('refuses a series: %s', async (_rule, body, fields) => {
    const typeId = await create('place-type', placeTypeBody('Nu'));
    const res = await range({ prefix: 'C', typeId, ...body });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual(fields);
    expect(await allNumbers()).toEqual([]);
  });

  it('accepts exactly 1,000 places at once', async () => {
    const typeId = await create('place-type', placeTypeBody('Nu'));
    expect(await (await range({ first: 1, last: 1000, typeId })).json()).toEqual({ status: 'SAVED', created: 1000 });
  });

  it('refuses a type outside the family it was picked in, or unknown', async () => {
    const familyId = await create('place-family', { label: 'Locatifs' });
    const otherFamily = await create('place-family', { label: 'Nus' });
    const typeId = await create('place-type', placeTypeBody('Chalet', { familyId }));
    for (const body of [{ typeId, familyId: otherFamily }, { typeId: 999 }]) {
      const res = await range({ first: 1, last: 2, ...body });
      expect((await res.json()).fields).toEqual({ typeId: 'VALIDATION' });
    }
    expect((await range({ first: 1, last: 2, typeId, familyId })).status).toBe(200);
  });

  it('needs the write right on the place list: 401 INSUFFICIENT_RIGHT to a reader, nothing created', async () => {
    const typeId = await create('place-type', placeTypeBody('Nu'));
    const { id } = await ctx.t.addUser({ login: 'lecteur', password: 'lecteur-1' });
    const rights = [
      { code: 'camping_place_list', canSelect: true, canWrite: false, canDelete: false, canExport: false },
    ];
    expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights })).status).toBe(200);
    const reader = await ctx.t.signIn({ login: 'lecteur', password: 'lecteur-1' });
    expect((await reader.post('/rest/place/place/search', {})).status).toBe(200);
    const res = await reader.post('/rest/place/place/range', { first: 1, last: 3, typeId });
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect(await allNumbers()).toEqual([]);
  });
});

describe('a place’s capacity', () => {
  it('A new place without a capacity takes its type’s; one given is kept', async () => {
    const typeId = await create('place-type', placeTypeBody('Mobil-home', { capacity: 4 }));
    const blank = await (await ctx.admin.get('/rest/place/place/edit/0')).json();
    expect(blank.capacity).toBeNull();
    const withoutCapacity = await create('place', { number: '1', typeId });
    const given = await create('place', { number: '2', typeId, capacity: 2 });
    const capacityOf = async (id: number) =>
      (await (await ctx.admin.get(`/rest/place/place/edit/${id}`)).json()).capacity;
    expect(await capacityOf(withoutCapacity)).toBe(4);
    expect(await capacityOf(given)).toBe(2);
  });
});

describe('a list around a saved row', () => {
  it('answers the page holding the row asked for, with its number, in the list’s sort and criteria', async () => {
    const typeId = await create('place-type', placeTypeBody('Nu'));
    await range({ first: 1, last: 60, digits: 2, typeId });
    const { items: all } = await (
      await ctx.admin.post('/rest/place/place/search', { pageSize: 100, sort: { field: 'number' } })
    ).json();
    const row37 = all.find((p: { number: string }) => p.number === '37');
    const search = (body: Record<string, unknown>) =>
      ctx.admin.post('/rest/place/place/search', { pageSize: 20, sort: { field: 'number' }, ...body });
    const answer = await (await search({ page: 1, around: row37.id })).json();
    expect(answer.page).toBe(2);
    expect(answer.total).toBe(60);
    expect(answer.items.map((p: { number: string }) => p.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(21 + i)),
    );
    const descending = await (await search({ around: row37.id, sort: { field: 'number', order: 'descend' } })).json();
    expect(descending.page).toBe(2);
    // A row the criteria leave out: the page asked for.
    const filtered = await (await search({ page: 1, q: '5', around: row37.id })).json();
    expect(filtered.page).toBe(1);
    expect(filtered.items.every((p: { number: string }) => p.number.includes('5'))).toBe(true);
  });
});
