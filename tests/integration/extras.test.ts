// Extras, extra types and age categories through the registry.
import { describe, expect, it } from 'vitest';
import { createPlaceType } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const json = async (res: Response) => res.json();
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return (await res.json()).fields;
};
const tvaIdOf = async (rate: number) =>
  (await json(await ctx.admin.get('/rest/reference/tva'))).find((t: { rate: number }) => t.rate === rate).id;

describe('age categories', () => {
  const base = '/rest/reference/age-category';

  it('a new site has Adulte (18+, default for attendants), Adolescent 13–17, Enfant 2–12 and Bébé under 2', async () => {
    const items = await json(await ctx.admin.get(base));
    const tva10 = await tvaIdOf(1000);
    expect(
      items.map((c: Record<string, unknown>) => [
        c.label,
        c.ageFrom,
        c.ageTo,
        c.isDefaultForAttendant,
        c.isTouristTaxExempt,
      ]),
    ).toEqual([
      ['Adulte', 18, null, true, false],
      ['Adolescent', 13, 17, false, true],
      ['Enfant', 2, 12, false, true],
      ['Bébé', 0, 1, false, true],
    ]);
    expect(items.every((c: { tvaId: number }) => c.tvaId === tva10)).toBe(true);
  });

  it('the edit answer offers the VAT rates (availableTva)', async () => {
    const item = await json(await ctx.admin.get(`${base}/edit/0`));
    expect(item.availableTva.length).toBe(5);
    expect(item.tvaId).toBe(await tvaIdOf(2000));
  });

  it('Age from at or below age to: 13 to 12 is refused on ageTo', async () => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: 'X', ageFrom: 13, ageTo: 12, tvaId: 1 });
    expect(await fieldsOf(res)).toEqual({ ageTo: 'AGE_TO_BELOW_AGE_FROM' });
  });

  it.each([null, 0, 9999])('A VAT rate must be chosen: tvaId %j is refused', async (tvaId) => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Senior', ageFrom: 65, tvaId });
    expect(await fieldsOf(res)).toEqual({ tvaId: 'VAT_RATE_REQUIRED' });
  });

  it('keeps a single default for attendants', async () => {
    const { id } = await json(
      await ctx.admin.post(`${base}/edit`, {
        id: 0,
        label: 'Senior',
        ageFrom: 65,
        tvaId: 1,
        isDefaultForAttendant: true,
      }),
    );
    const defaults = (await json(await ctx.admin.get(base))).filter(
      (c: { isDefaultForAttendant: boolean }) => c.isDefaultForAttendant,
    );
    expect(defaults.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('an age category can be deactivated', async () => {
    const [adult] = await json(await ctx.admin.get(base));
    await ctx.admin.get(`${base}/active/${adult.id}/0`);
    const page = await json(await ctx.admin.post(`${base}/search`, { isActive: true }));
    expect(page.items.map((c: { label: string }) => c.label)).toEqual(['Adolescent', 'Enfant', 'Bébé']);
  });
});

describe('extras', () => {
  const base = '/rest/extra/extra';
  const electricity = { id: 0, label: 'Électricité 10 A', tvaId: 1, priceCents: 450, pricingMode: 'night' };
  const save = (body: Record<string, unknown>) => ctx.admin.post(`${base}/edit`, body, { returnEditItem: 'true' });

  it('saves an extra with its price in cents, colour, maximum, stock and place types', async () => {
    const one = await createPlaceType(ctx.admin, 'Nu');
    const three = await createPlaceType(ctx.admin, 'Électrifié');
    const answer = await json(
      await save({
        ...electricity,
        color: '#FFAA00',
        maxQuantity: 2,
        isStockManaged: true,
        stockQuantity: 40,
        accountingCode: '706300',
        placeTypeIds: [three, one, three],
      }),
    );
    expect(answer.item).toMatchObject({
      label: 'Électricité 10 A',
      priceCents: 450,
      pricingMode: 'night',
      color: '#FFAA00',
      maxQuantity: 2,
      stockQuantity: 40,
      placeTypeIds: [one, three].sort((a, b) => a - b),
    });
  });

  it('the edit answer offers the VAT rates with isDefaultForOption, the extra types and pricing modes', async () => {
    const item = await json(await ctx.admin.get(`${base}/edit/0`));
    expect(item.placeTypeIds).toEqual([]);
    const defaults = item.availableTva.filter((t: { isDefaultForOption: boolean }) => t.isDefaultForOption);
    expect(defaults.map((t: { rate: number }) => t.rate)).toEqual([2000]);
    expect(item.availablePricingMode.map((m: { id: string }) => m.id)).toEqual(['stay', 'night', 'week']);
  });

  it.each([
    ['A VAT rate must be chosen (none)', { tvaId: null }, { tvaId: 'VAT_RATE_REQUIRED' }],
    ['A VAT rate must be chosen (unknown)', { tvaId: 9999 }, { tvaId: 'VAT_RATE_REQUIRED' }],
    ['A label must be entered', { label: ' ' }, { label: 'REQUIRED' }],
    [
      'A stock must be entered for a stock-managed extra',
      { isStockManaged: true },
      { stockQuantity: 'STOCK_REQUIRED' },
    ],
    ['Quantity must be positive (maximum quantity)', { maxQuantity: 0 }, { maxQuantity: 'QUANTITY_MUST_BE_POSITIVE' }],
    ['Amount must be positive (price)', { priceCents: -1 }, { priceCents: 'INVALID_NUMBER' }],
    ['a colour is #RRGGBB', { color: 'rouge' }, { color: 'INVALID_TYPE' }],
    ['an unknown extra type', { extraTypeId: 9999 }, { extraTypeId: 'VALIDATION' }],
    ['an unknown place type', { placeTypeIds: [9999] }, { placeTypeIds: 'VALIDATION' }],
  ])('%s', async (_rule, change, fields) => {
    expect(await fieldsOf(await save({ ...electricity, ...change }))).toEqual(fields);
  });

  it('Deletion blocker: an extra linked to equipment (a place type) cannot be deleted until unlinked', async () => {
    const { id } = await json(
      await save({ ...electricity, placeTypeIds: [await createPlaceType(ctx.admin, 'Mobil-home')] }),
    );
    const refused = await ctx.admin.post(`${base}/delete/${id}`);
    expect(refused.status).toBe(400);
    expect((await json(refused)).serverMessage).toBe('DELETE_BLOCKED_EXTRA_LINKED_TO_EQUIPMENT');
    await save({ ...electricity, id, placeTypeIds: [] });
    expect(await json(await ctx.admin.post(`${base}/delete/${id}`))).toEqual({ status: 'DELETED' });
  });

  it('an extra type in use cannot be deleted; it can be deactivated', async () => {
    const type = await json(await ctx.admin.post('/rest/extra/extra-type/edit', { id: 0, label: 'Locations' }));
    await save({ ...electricity, extraTypeId: type.id });
    const res = await ctx.admin.post(`/rest/extra/extra-type/delete/${type.id}`);
    expect((await json(res)).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
    expect(await json(await ctx.admin.get(`/rest/extra/extra-type/active/${type.id}/0`))).toEqual({ status: 'SAVED' });
    const search = await json(await ctx.admin.post(`${base}/search`, { extraTypeId: type.id }));
    expect(search.total).toBe(1);
  });

  it('exports the extras with their price in euros', async () => {
    await save(electricity);
    const text = await (await ctx.admin.get(`${base}/document`)).text();
    expect(text).toContain('Électricité 10 A;4,50;Par nuit');
  });
});

describe.each(['/rest/extra/extra', '/rest/extra/extra-type', '/rest/reference/age-category'])(
  '%s with 000 rights',
  (base) => {
    it('refuses reading and writing: 401 INSUFFICIENT_RIGHT', async () => {
      await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
      const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
      for (const res of [await nobody.get(base), await nobody.post(`${base}/edit`, { id: 0, label: 'X' })]) {
        expect(res.status).toBe(401);
        expect((await json(res)).serverMessage).toBe('INSUFFICIENT_RIGHT');
      }
    });
  },
);
