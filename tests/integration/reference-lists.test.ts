// VAT rates, animal types, vehicle types and brands through the registry.
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('VAT rates', () => {
  const base = '/rest/reference/tva';

  it('a new site has the French rates in basis points, 20 % by default', async () => {
    const items = await (await ctx.admin.get(base)).json();
    expect(items.map((r: { rate: number }) => r.rate)).toEqual([2000, 1000, 550, 210, 0]);
    expect(items.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { rate: number }) => r.rate)).toEqual([
      2000,
    ]);
  });

  it('keeps a single default rate', async () => {
    const { id } = await (
      await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Corse 13 %', rate: 1300, isDefault: true })
    ).json();
    const items = await (await ctx.admin.get(base)).json();
    expect(items.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('stores the optional accounting code, blank as null', async () => {
    const saved = await (
      await ctx.admin.post(
        `${base}/edit`,
        { id: 0, label: 'T', rate: 850, accountingCode: '  ' },
        { returnEditItem: 'true' },
      )
    ).json();
    expect(saved.item).toMatchObject({ rate: 850, accountingCode: null });
  });

  it.each([-1, 10_001, 5.5, '20'])(
    'A VAT rate is a whole number of basis points from 0 to 10 000 (%j refused)',
    async (rate) => {
      const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Faux', rate });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ rate: 'INVALID_NUMBER' });
    },
  );

  it('exports the rates in percent with 2 decimals', async () => {
    const text = await (await ctx.admin.get(`${base}/document`)).text();
    expect(text).toContain('Taux réduit 5,5 %;5,50;');
  });

  it('Required field: a VAT rate needs a label', async () => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: ' ', rate: 100 });
    expect((await res.json()).fields).toEqual({ label: 'REQUIRED' });
  });
});

describe('animal types', () => {
  const base = '/rest/reference/animal-type';

  it.each([1, 2, 3])('Animal category is 1, 2 or 3: category %i is accepted', async (category) => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Chien', category });
    expect(res.status).toBe(200);
  });

  it.each([0, 4, 1.5, null, '1'])('Animal category is 1, 2 or 3: %j is refused', async (category) => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Chien', category });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ category: 'INVALID_ANIMAL_CATEGORY' });
  });

  it('the edit answer offers the three categories', async () => {
    const item = await (await ctx.admin.get(`${base}/edit/0`)).json();
    expect(item.availableCategory.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
  });
});

describe.each([
  ['vehicle types', '/rest/reference/vehicle-type'],
  ['vehicle brands', '/rest/reference/vehicle-brand'],
])('%s', (_name, base) => {
  it('saves labels, reorders them and deactivates one', async () => {
    // A fresh site has seeded vehicle types: the test works on a list of its own.
    for (const v of await (await ctx.admin.get(base)).json()) await ctx.admin.post(`${base}/delete/${v.id}`, {});
    const a = await (await ctx.admin.post(`${base}/edit`, { id: 0, label: 'A' })).json();
    const b = await (await ctx.admin.post(`${base}/edit`, { id: 0, label: 'B' })).json();
    await ctx.admin.post(`${base}/order`, { ids: [b.id, a.id] });
    expect((await (await ctx.admin.get(base)).json()).map((v: { label: string }) => v.label)).toEqual(['B', 'A']);
    await ctx.admin.get(`${base}/active/${a.id}/0`);
    const page = await (await ctx.admin.post(`${base}/search`, { isActive: true })).json();
    expect(page.items.map((v: { label: string }) => v.label)).toEqual(['B']);
  });

  it('Required field: the label', async () => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: '' });
    expect((await res.json()).fields).toEqual({ label: 'REQUIRED' });
  });
});
