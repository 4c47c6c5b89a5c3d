// A VAT rate must be chosen for every place type, extra and age category: one saved without would
// be priced at a guessed rate and its invoices would carry the wrong VAT. The save answers the
// catalogue's VAT_RATE_REQUIRED on the field and writes nothing.
import { describe, expect, it } from 'vitest';
import { placeTypeBody } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const entities = [
  { name: 'place type', base: 'place/place-type', body: placeTypeBody('Emplacement nu', { shortCode: 'NU' }) },
  { name: 'extra', base: 'extra/extra', body: { label: 'Électricité', priceCents: 450, pricingMode: 'night' } },
  { name: 'age category', base: 'reference/age-category', body: { label: 'Senior', ageFrom: 65 } },
];

const withoutVat = [
  [
    'missing',
    (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'tvaId')),
  ],
  ['null', (body: Record<string, unknown>) => ({ ...body, tvaId: null })],
  ['0 (none chosen)', (body: Record<string, unknown>) => ({ ...body, tvaId: 0 })],
  ['unknown', (body: Record<string, unknown>) => ({ ...body, tvaId: 9999 })],
] as const;

describe.each(entities)('a $name must name its VAT rate', ({ base, body }) => {
  it.each(withoutVat)('VAT rate %s: 400 VAT_RATE_REQUIRED on tvaId, nothing saved', async (_case, strip) => {
    const before = await (await ctx.admin.get(`/rest/${base}`)).json();
    const res = await ctx.admin.post(`/rest/${base}/edit`, { id: 0, ...strip(body) });
    const answer = await res.json();
    expect(res.status).toBe(400);
    expect(answer).toMatchObject({ serverMessage: 'VALIDATION', fields: { tvaId: 'VAT_RATE_REQUIRED' } });
    expect(await (await ctx.admin.get(`/rest/${base}`)).json()).toEqual(before);
  });

  it('is saved with the rate chosen', async () => {
    const rates: { id: number; rate: number }[] = await (await ctx.admin.get('/rest/reference/tva')).json();
    const tva10 = rates.find((r) => r.rate === 1000)?.id;
    const res = await ctx.admin.post(`/rest/${base}/edit`, { id: 0, ...body, tvaId: tva10 });
    const { id } = await res.json();
    expect(res.status).toBe(200);
    expect((await (await ctx.admin.get(`/rest/${base}/edit/${id}`)).json()).tvaId).toBe(tva10);
  });
});

it('a new place type proposes no VAT rate: the user chooses it', async () => {
  const blank = await (await ctx.admin.get('/rest/place/place-type/edit/0')).json();
  expect(blank.tvaId).toBeNull();
  expect(blank.availableTva.length).toBeGreaterThan(0);
});
