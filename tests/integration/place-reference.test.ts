// Layouts, features, place families, place types and access channels through the registry;
// deletion blockers and rights.
import { describe, expect, it } from 'vitest';
import { placeTypeBody } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const save = async (base: string, body: Record<string, unknown>) =>
  ctx.admin.post(`/rest/place/${base}/edit`, { id: 0, ...body });
const create = async (base: string, body: Record<string, unknown>): Promise<number> => {
  const res = await save(base, body);
  if (res.status !== 200) throw new Error(`${base}: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
};
const pitchType = placeTypeBody('Emplacement nu', { shortCode: 'NU' });

describe.each([
  ['layouts', 'layout', { label: 'Ombragé', description: 'Sous les pins' }],
  ['features', 'feature', { label: 'Électricité 10 A', icon: 'thunderbolt', color: '#FFCC00' }],
  ['place families', 'place-family', { label: 'Locatifs', color: '#336699' }],
  ['access channels', 'access-channel', { label: 'Booking.com', code: 'bkg', kind: 'OTA' }],
])('%s', (_name, base, body) => {
  it('creates, lists, deactivates and deletes', async () => {
    const id = await create(base, body);
    const list = await (await ctx.admin.get(`/rest/place/${base}`)).json();
    expect(list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await ctx.admin.get(`/rest/place/${base}/active/${id}/0`)).status).toBe(200);
    expect((await (await ctx.admin.get(`/rest/place/${base}/edit/${id}`)).json()).isActive).toBe(false);
    expect(await (await ctx.admin.post(`/rest/place/${base}/delete/${id}`)).json()).toEqual({ status: 'DELETED' });
  });

  it('Required field: the label is required', async () => {
    const res = await save(base, { ...body, label: '  ' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toMatchObject({ label: 'REQUIRED' });
  });

  it('orders the list by the order call', async () => {
    const a = await create(base, { ...body, label: 'A', code: 'A' });
    const b = await create(base, { ...body, label: 'B', code: 'B' });
    await ctx.admin.post(`/rest/place/${base}/order`, { ids: [b, a] });
    const page = await (await ctx.admin.post(`/rest/place/${base}/search`, { label: '' })).json();
    const ids = page.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
  });
});

describe('colours', () => {
  it.each(['red', '#12345', '#GGGGGG'])('a colour is #RRGGBB: %s is refused', async (color) => {
    const res = await save('place-family', { label: 'F', color });
    expect((await res.json()).fields).toEqual({ color: 'INVALID_TYPE' });
  });
});

describe('access channels', () => {
  it('a new site has the reception and the website channels', async () => {
    const list = await (await ctx.admin.get('/rest/place/access-channel')).json();
    expect(list.map((c: { label: string; kind: string }) => [c.label, c.kind])).toEqual([
      ['Réception', 'RECEPTION'],
      ['Site internet', 'WEBSITE'],
    ]);
  });

  it('a code is used once, whatever its case: VALUE_ALREADY_ASSIGNED', async () => {
    const res = await save('access-channel', { label: 'Réception bis', code: 'reception', kind: 'RECEPTION' });
    expect((await res.json()).fields).toEqual({ code: 'VALUE_ALREADY_ASSIGNED' });
  });

  it('the kind is one of reception, website, OTA, tour operator', async () => {
    const item = await (await ctx.admin.get('/rest/place/access-channel/edit/0')).json();
    expect(item.availableKind.map((k: { id: string }) => k.id)).toEqual([
      'RECEPTION',
      'WEBSITE',
      'OTA',
      'TOUR_OPERATOR',
    ]);
    const res = await save('access-channel', { label: 'X', code: 'X', kind: 'FAX' });
    expect((await res.json()).fields).toEqual({ kind: 'REQUIRED' });
  });
});

describe('place types', () => {
  it('saves every field and lists the family label', async () => {
    const familyId = await create('place-family', { label: 'Locatifs' });
    const tva = (await (await ctx.admin.get('/rest/reference/tva')).json())[1];
    const body = {
      ...pitchType,
      label: 'Mobil-home 3 ch.',
      shortCode: 'MH3',
      familyId,
      kind: 'MOBILE_HOME',
      surface: 32,
      beds: 6,
      bedrooms: 3,
      inseeType: 'RENTAL',
      isInseeIncluded: true,
      accountingCode: '706100',
      tvaId: tva.id,
    };
    const saved = await (
      await ctx.admin.post('/rest/place/place-type/edit', { id: 0, ...body }, { returnEditItem: 'true' })
    ).json();
    expect(saved.item).toMatchObject(body);
    expect(saved.item.availableTva.length).toBeGreaterThan(0);
    const page = await (await ctx.admin.post('/rest/place/place-type/search', {})).json();
    expect(page.items[0]).toMatchObject({
      label: 'Mobil-home 3 ch.',
      familyLabel: 'Locatifs',
      kindLabel: 'Mobil-home',
    });
  });

  it('Max persons below min: refused with MAX_PERSONS_BELOW_MIN', async () => {
    const res = await save('place-type', { ...pitchType, minPersons: 4, maxPersons: 2 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ maxPersons: 'MAX_PERSONS_BELOW_MIN' });
  });

  it.each(['kind', 'inseeType'])('%s must be one of its choices', async (field) => {
    const res = await save('place-type', { ...pitchType, [field]: 'CASTLE' });
    expect((await res.json()).fields).toEqual({ [field]: 'REQUIRED' });
  });

  it('a VAT rate or family that does not exist is refused', async () => {
    expect((await (await save('place-type', { ...pitchType, tvaId: 999 })).json()).fields).toEqual({
      tvaId: 'VAT_RATE_REQUIRED',
    });
    expect((await (await save('place-type', { ...pitchType, familyId: 999 })).json()).fields).toEqual({
      familyId: 'VALIDATION',
    });
  });

  it('Statistics unavailable if an equipment has capacity 0: saved with the warning', async () => {
    const answer = await (await save('place-type', { ...pitchType, capacity: 0 })).json();
    expect(answer).toMatchObject({ status: 'SAVED', warnings: ['STATISTICS_CAPACITY_ZERO'] });
  });
});

describe('deletion blockers', () => {
  it('Equipment with history: a place type its places use cannot be deleted', async () => {
    const typeId = await create('place-type', pitchType);
    const placeId = await create('place', { number: '1', typeId, capacity: 6 });
    const res = await ctx.admin.post(`/rest/place/place-type/delete/${typeId}`);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_EQUIPMENT_HAS_HISTORY');
    await ctx.admin.post(`/rest/place/place/delete/${placeId}`);
    expect((await ctx.admin.post(`/rest/place/place-type/delete/${typeId}`)).status).toBe(200);
  });

  it('Layout with equipment: a layout a place uses cannot be deleted', async () => {
    const typeId = await create('place-type', pitchType);
    const layoutId = await create('layout', { label: 'Ombragé' });
    await create('place', { number: '1', typeId, layoutId, capacity: 6 });
    const res = await ctx.admin.post(`/rest/place/layout/delete/${layoutId}`);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_LAYOUT_HAS_EQUIPMENT');
  });

  it('a feature a place offers and a family its types use are in use', async () => {
    const familyId = await create('place-family', { label: 'Nus' });
    const typeId = await create('place-type', { ...pitchType, familyId });
    const featureId = await create('feature', { label: 'Eau' });
    await create('place', { number: '1', typeId, featureIds: [featureId], capacity: 6 });
    for (const path of [`feature/delete/${featureId}`, `place-family/delete/${familyId}`]) {
      expect((await (await ctx.admin.post(`/rest/place/${path}`)).json()).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
    }
  });
});

describe('rights', () => {
  it.each(['layout', 'feature', 'place-family', 'place-type', 'place', 'access-channel', 'unavailability'])(
    'refuses place/%s to a user with 000: 401 INSUFFICIENT_RIGHT',
    async (base) => {
      await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
      const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
      for (const res of [
        await nobody.get(`/rest/place/${base}`),
        await nobody.post(`/rest/place/${base}/edit`, { id: 0 }),
        await nobody.post(`/rest/place/${base}/delete/1`),
      ]) {
        expect(res.status).toBe(401);
        expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
      }
    },
  );
});
