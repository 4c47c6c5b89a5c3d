// Places, unavailabilities, the availability-mode setting, the classification information and
// the commercialisation grid.
import { describe, expect, it } from 'vitest';
import { placeInUse } from '../../service/domains/place';
import { placeTypeBody as typeBody } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const create = async (base: string, body: Record<string, unknown>): Promise<number> => {
  const res = await ctx.admin.post(`/rest/place/${base}/edit`, { id: 0, ...body });
  if (res.status !== 200) throw new Error(`${base}: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
};
const savePlace = (body: Record<string, unknown>) =>
  ctx.admin.post('/rest/place/place/edit', { id: 0, capacity: 6, ...body });
const numbersOf = async (body: Record<string, unknown> = {}) =>
  (await (await ctx.admin.post('/rest/place/place/search', body)).json()).items.map(
    (p: { number: string }) => p.number,
  );

describe('places', () => {
  it('saves a place with its features, layout and plan position', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    const layoutId = await create('layout', { label: 'Ombragé' });
    const water = await create('feature', { label: 'Eau' });
    const power = await create('feature', { label: 'Électricité' });
    const body = {
      number: 'A12',
      name: 'Les Pins',
      typeId,
      layoutId,
      featureIds: [power, water, power],
      planX: 120,
      planY: 48,
    };
    const answer = await (await savePlace(body)).json();
    const item = await (await ctx.admin.get(`/rest/place/place/edit/${answer.id}`)).json();
    expect(item).toMatchObject({ ...body, featureIds: [water, power].sort((a, b) => a - b) });
    expect(item.availableFeature.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([water, power]));
    await ctx.admin.post('/rest/place/place/edit', { ...item, featureIds: [water] });
    expect((await (await ctx.admin.get(`/rest/place/place/edit/${answer.id}`)).json()).featureIds).toEqual([water]);
  });

  it('Number (unique): a number already used, whatever its case, is refused', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    await create('place', { number: 'a1', typeId, capacity: 6 });
    const res = await savePlace({ number: 'A1', typeId });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ number: 'VALUE_ALREADY_ASSIGNED' });
  });

  it('Required field: a place needs a number and a type', async () => {
    const res = await savePlace({ number: '' });
    expect((await res.json()).fields).toEqual({ number: 'REQUIRED', typeId: 'REQUIRED' });
  });

  it('a feature, layout or type that does not exist is refused', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    for (const [field, value] of [
      ['featureIds', [999]],
      ['layoutId', 999],
      ['typeId', 999],
    ] as const) {
      const res = await savePlace({ number: '1', typeId, [field]: value });
      expect((await res.json()).fields).toEqual({ [field]: 'VALIDATION' });
    }
  });

  it('Capacity 0 allowed but flagged: statistics unavailable if an equipment has capacity 0', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    const answer = await (await savePlace({ number: '1', typeId, capacity: 0 })).json();
    expect(answer).toMatchObject({ status: 'SAVED', warnings: ['STATISTICS_CAPACITY_ZERO'] });
    expect((await (await savePlace({ number: '2', typeId, capacity: 4 })).json()).warnings).toBeUndefined();
  });

  it('the list carries the type and layout labels and searches number or name', async () => {
    const typeId = await create('place-type', typeBody('Chalet'));
    await create('place', { number: '7', name: 'Bruyère', typeId, capacity: 6 });
    await create('place', { number: '8', name: 'Genêt', typeId, capacity: 6 });
    const page = await (await ctx.admin.post('/rest/place/place/search', { q: 'bruy' })).json();
    expect(page).toMatchObject({ total: 1, items: [{ number: '7', typeLabel: 'Chalet', layoutLabel: null }] });
  });
});

describe('place ordering modes, read from the availability-mode setting', () => {
  const seed = async () => {
    const chalet = await create('place-type', typeBody('Chalet', { order: 2 }));
    const pitch = await create('place-type', typeBody('Nu', { order: 1 }));
    await create('place', { number: '10', name: 'Alpha', typeId: chalet, capacity: 6 });
    await create('place', { number: '2', name: 'Delta', typeId: chalet, capacity: 6 });
    await create('place', { number: '3', name: 'Charlie', typeId: pitch, capacity: 6 });
    await create('place', { number: '1', name: 'Bravo', typeId: pitch, capacity: 6 });
    await create('place', { number: 'A1', name: 'Echo', typeId: pitch, capacity: 6 });
  };
  const setOrdering = (placeOrdering: string) =>
    ctx.admin.post('/rest/place/availability-mode/edit', { availabilityMode: 'PLACE', placeOrdering });

  it.each([
    ['TYPE_NUMBER', 'by equipment and number', ['1', '3', 'A1', '2', '10']],
    ['TYPE_NAME', 'by equipment and name', ['1', '3', 'A1', '10', '2']],
    ['NUMBER', 'by number', ['1', '2', '3', '10', 'A1']],
    ['NAME', 'by name', ['10', '1', '3', '2', 'A1']],
  ])('%s: %s', async (mode, _label, expected) => {
    await seed();
    expect((await setOrdering(mode)).status).toBe(200);
    expect(await numbersOf()).toEqual(expected);
  });

  it('a sorted column wins over the ordering mode', async () => {
    await seed();
    expect(await numbersOf({ sort: { field: 'number', order: 'descend' } })).toEqual(['A1', '10', '3', '2', '1']);
  });
});

describe('accounting inheritance', () => {
  it('Places inherit accounting code and VAT rate unless they override', async () => {
    const rates = await (await ctx.admin.get('/rest/reference/tva')).json();
    const typeId = await create('place-type', typeBody('Nu', { accountingCode: '706100', tvaId: rates[1].id }));
    const inheriting = await create('place', { number: '1', typeId, capacity: 6 });
    const overriding = await create('place', {
      number: '2',
      typeId,
      capacity: 6,
      accountingCode: '706900',
      tvaId: rates[0].id,
    });
    const { placeAccounting } = await import('../../service/domains/place');
    expect(placeAccounting(ctx.t.db, inheriting)).toMatchObject({ accountingCode: '706100', tvaId: rates[1].id });
    expect(placeAccounting(ctx.t.db, overriding)).toMatchObject({ accountingCode: '706900', tvaId: rates[0].id });
  });
});

describe('unavailabilities', () => {
  const base = '/rest/place/unavailability';
  const setUp = async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    return create('place', { number: '1', typeId, capacity: 6 });
  };
  const saveUnavailability = (body: Record<string, unknown>) =>
    ctx.admin.post(`${base}/edit`, { id: 0, reason: 'Travaux', ...body });

  it('saves one and lists it with its place', async () => {
    const placeId = await setUp();
    await saveUnavailability({ placeId, startDate: '2027-03-01', endDate: '2027-03-10' });
    const page = await (await ctx.admin.post(`${base}/search`, { day: '2027-03-09' })).json();
    expect(page.items).toMatchObject([{ placeId, placeLabel: '1', reason: 'Travaux' }]);
    expect((await (await ctx.admin.post(`${base}/search`, { day: '2027-03-10' })).json()).total).toBe(0);
  });

  it.each([
    ['2027-03-01', '2027-03-01'],
    ['2027-03-02', '2027-03-01'],
  ])('Start date before end date (not equal): %s to %s refused with START_AFTER_END', async (startDate, endDate) => {
    const placeId = await setUp();
    const res = await saveUnavailability({ placeId, startDate, endDate });
    expect((await res.json()).fields).toEqual({ endDate: 'START_AFTER_END' });
  });

  it.each([
    ['2027-03-09', '2027-03-12', 400],
    ['2027-02-20', '2027-03-02', 400],
    ['2027-03-10', '2027-03-12', 200],
    ['2027-02-20', '2027-03-01', 200],
  ])('Periods must not overlap on the same place: %s to %s answers %i', async (startDate, endDate, status) => {
    const placeId = await setUp();
    await saveUnavailability({ placeId, startDate: '2027-03-01', endDate: '2027-03-10' });
    const res = await saveUnavailability({ placeId, startDate, endDate });
    expect(res.status).toBe(status);
    if (status === 400) expect((await res.json()).serverMessage).toBe('PLACE_ALREADY_UNAVAILABLE');
  });

  it('another place may be unavailable on the same nights, and a saved one may be edited in place', async () => {
    const placeId = await setUp();
    const typeId = (await (await ctx.admin.get(`/rest/place/place/edit/${placeId}`)).json()).typeId;
    const other = await create('place', { number: '2', typeId, capacity: 6 });
    const period = { startDate: '2027-03-01', endDate: '2027-03-10' };
    const { id } = await (await saveUnavailability({ placeId, ...period })).json();
    expect((await saveUnavailability({ placeId: other, ...period })).status).toBe(200);
    expect((await saveUnavailability({ id, placeId, ...period, endDate: '2027-03-12' })).status).toBe(200);
  });

  it('Please choose a place: an unknown place is refused with PLACE_REQUIRED', async () => {
    const res = await saveUnavailability({ placeId: 999, startDate: '2027-03-01', endDate: '2027-03-10' });
    expect((await res.json()).fields).toEqual({ placeId: 'PLACE_REQUIRED' });
  });

  it('Place in use: a place referenced by an unavailability cannot be deleted', async () => {
    const placeId = await setUp();
    const { id } = await (await saveUnavailability({ placeId, startDate: '2027-03-01', endDate: '2027-03-10' })).json();
    const res = await ctx.admin.post(`/rest/place/place/delete/${placeId}`);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_PLACE_IN_USE');
    await ctx.admin.post(`${base}/delete/${id}`);
    expect((await ctx.admin.post(`/rest/place/place/delete/${placeId}`)).status).toBe(200);
  });

  it('isPlaceUnavailableIn answers for a stay, the departure day excluded', async () => {
    const placeId = await setUp();
    await saveUnavailability({ placeId, startDate: '2027-03-01', endDate: '2027-03-10' });
    const { isPlaceUnavailableIn } = await import('../../service/domains/place');
    expect(isPlaceUnavailableIn(ctx.t.db, placeId, { startDate: '2027-02-25', endDate: '2027-03-02' })).toBe(true);
    expect(isPlaceUnavailableIn(ctx.t.db, placeId, { startDate: '2027-02-25', endDate: '2027-03-01' })).toBe(false);
  });
});

describe('place in use: another domain registers its check', () => {
  it('a registered check blocks the deletion with DELETE_BLOCKED_PLACE_IN_USE', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    const placeId = await create('place', { number: '1', typeId, capacity: 6 });
    let booked = true;
    const unregister = placeInUse.register('test bookings', (_db, id) => booked && id === placeId);
    const res = await ctx.admin.post(`/rest/place/place/delete/${placeId}`);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_PLACE_IN_USE');
    booked = false;
    expect((await ctx.admin.post(`/rest/place/place/delete/${placeId}`)).status).toBe(200);
    unregister();
  });
});

describe('availability mode', () => {
  it('answers the defaults with their choices, then what was saved', async () => {
    const item = await (await ctx.admin.get('/rest/place/availability-mode')).json();
    expect(item).toMatchObject({ availabilityMode: 'PLACE', placeOrdering: 'TYPE_NUMBER' });
    expect(item.availablePlaceOrdering.map((o: { id: string }) => o.id)).toEqual([
      'TYPE_NUMBER',
      'TYPE_NAME',
      'NUMBER',
      'NAME',
    ]);
    await ctx.admin.post('/rest/place/availability-mode/edit', {
      availabilityMode: 'PLACE_TYPE',
      placeOrdering: 'NAME',
    });
    expect(await (await ctx.admin.get('/rest/place/availability-mode')).json()).toMatchObject({
      availabilityMode: 'PLACE_TYPE',
      placeOrdering: 'NAME',
    });
  });

  it('refuses a mode that is not one of the choices', async () => {
    const res = await ctx.admin.post('/rest/place/availability-mode/edit', {
      availabilityMode: 'X',
      placeOrdering: 'NAME',
    });
    expect((await res.json()).fields).toEqual({ availabilityMode: 'REQUIRED' });
  });
});

describe('classification information', () => {
  it('saves the Atout France classification and computes the counts from the places', async () => {
    const pitch = await create('place-type', typeBody('Nu'));
    const rental = await create('place-type', typeBody('Mobil-home', { kind: 'MOBILE_HOME', inseeType: 'RENTAL' }));
    await create('place', { number: '1', typeId: pitch, capacity: 6 });
    await create('place', { number: '2', typeId: pitch, capacity: 0 });
    await create('place', { number: '3', typeId: rental, capacity: 6 });
    const body = {
      stars: 4,
      decisionNumber: 'C40-2024-012',
      decisionDate: '2024-05-14',
      touringPitches: 180,
      rentalPitches: 60,
      residentialPitches: 10,
      totalSurface: 65_000,
    };
    expect((await ctx.admin.post('/rest/place/ranking/edit', body)).status).toBe(200);
    const item = await (await ctx.admin.get('/rest/place/ranking')).json();
    expect(item).toMatchObject({
      ...body,
      computed: { touring: 2, rental: 1, residential: 0, total: 3, withoutCapacity: 1 },
    });
  });

  it.each([0, 6, 3.5])('stars are 1 to 5: %j refused', async (stars) => {
    const res = await ctx.admin.post('/rest/place/ranking/edit', {
      stars,
      touringPitches: 0,
      rentalPitches: 0,
      residentialPitches: 0,
    });
    expect((await res.json()).fields).toEqual({ stars: 'INVALID_NUMBER' });
  });
});

describe('commercialisation', () => {
  it('saves the grid of places sold per channel in one call', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    const one = await create('place', { number: '1', typeId, capacity: 6 });
    const two = await create('place', { number: '2', typeId, capacity: 6 });
    const grid = await (await ctx.admin.get('/rest/place/commercialization')).json();
    const [reception, web] = grid.channels.map((c: { id: number }) => c.id);
    expect(grid.places.map((p: { id: number }) => p.id)).toEqual([one, two]);
    const sold = [
      { placeId: one, channelId: reception },
      { placeId: one, channelId: web },
      { placeId: two, channelId: reception },
    ];
    expect((await ctx.admin.post('/rest/place/commercialization/edit', { sold })).status).toBe(200);
    expect((await (await ctx.admin.get('/rest/place/commercialization')).json()).sold).toEqual(
      expect.arrayContaining(sold),
    );
    await ctx.admin.post('/rest/place/commercialization/edit', { sold: [sold[0]] });
    expect((await (await ctx.admin.get('/rest/place/commercialization')).json()).sold).toEqual([sold[0]]);
  });

  it('refuses an unknown place or channel and keeps the grid as it was', async () => {
    const typeId = await create('place-type', typeBody('Nu'));
    const one = await create('place', { number: '1', typeId, capacity: 6 });
    const channelId = (await (await ctx.admin.get('/rest/place/access-channel')).json())[0].id;
    await ctx.admin.post('/rest/place/commercialization/edit', { sold: [{ placeId: one, channelId }] });
    const res = await ctx.admin.post('/rest/place/commercialization/edit', { sold: [{ placeId: 999, channelId }] });
    expect(res.status).toBe(400);
    expect((await (await ctx.admin.get('/rest/place/commercialization')).json()).sold).toHaveLength(1);
  });
});

describe('rights on the single screens', () => {
  it.each([
    ['GET', '/rest/place/availability-mode'],
    ['POST', '/rest/place/availability-mode/edit'],
    ['GET', '/rest/place/ranking'],
    ['POST', '/rest/place/ranking/edit'],
    ['GET', '/rest/place/commercialization'],
    ['POST', '/rest/place/commercialization/edit'],
  ])('%s %s is refused with 000', async (method, path) => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    const res = method === 'GET' ? await nobody.get(path) : await nobody.post(path, {});
    expect(res.status).toBe(401);
  });

  it('read (001) on the availability mode reads but does not write', async () => {
    const { id } = await ctx.t.addUser({ login: 'reader', password: 'reader-1' });
    const flags = {
      code: 'camping_place_availability_mode',
      canSelect: true,
      canWrite: false,
      canDelete: false,
      canExport: false,
    };
    expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights: [flags] })).status).toBe(200);
    const reader = await ctx.t.signIn({ login: 'reader', password: 'reader-1' });
    expect((await reader.get('/rest/place/availability-mode')).status).toBe(200);
    const res = await reader.post('/rest/place/availability-mode/edit', {
      availabilityMode: 'PLACE',
      placeOrdering: 'NAME',
    });
    expect(res.status).toBe(401);
  });
});
