// A grid's options filled from the extras in one action, and the warning a quote gives when the
// grid lacks an option: which grid, which option, how to add it, and only when it changes the price.
import { beforeEach, describe, expect, it } from 'vitest';
import { type PricedSite, pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: PricedSite;

async function saved(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await ctx.admin.post(path, { id: 0, ...body });
  const answer = await res.json();
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.id;
}

const extra = (label: string, priceCents: number, pricingMode: string, maxQuantity: number | null = null) =>
  saved('/rest/extra/extra/edit', { label, tvaId: site.tva10, priceCents, pricingMode, maxQuantity });

const fill = (gridId: number | string, client = ctx.admin) =>
  client.post(`/rest/price/grid/options-from-extras/${gridId}`);

const gridOf = async (id: number) => (await ctx.admin.get(`/rest/price/grid/edit/${id}`)).json();

beforeEach(async () => {
  site = await pricedSite(ctx.admin);
});

describe("« Ajouter les suppléments » fills a grid's options from the extras", () => {
  it('adds every active extra not yet an option, at its catalogue price, VAT, pricing and maximum, as one new version', async () => {
    const bbq = await extra('Barbecue', 1200, 'stay', 1);
    const sheets = await extra('Draps', 1500, 'week', 4);
    const old = await extra('Ancien supplément', 100, 'stay');
    expect((await ctx.admin.get(`/rest/extra/extra/active/${old}/0`)).status).toBe(200);
    const gridId = await saveGrid(ctx.admin, seasonGrid(site));
    const res = await fill(gridId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'SAVED', added: 2 });
    const grid = await gridOf(gridId);
    expect(grid.historyVersion).toBe(2);
    // The electricity option keeps the grid's own 4,50 € (not its 5,00 € catalogue price).
    expect(
      grid.options.map((o: Record<string, unknown>) => [o.refId, o.cents, o.tvaId, o.pricing, o.maxQuantity]),
    ).toEqual([
      [site.electricityId, 450, site.tva20, 'night', 1],
      [bbq, 1200, site.tva10, 'stay', 1],
      [sheets, 1500, site.tva10, 'week', 4],
    ]);
  });

  it('saves nothing when every active extra is already an option (no new version)', async () => {
    const gridId = await saveGrid(ctx.admin, seasonGrid(site));
    expect(await (await fill(gridId)).json()).toEqual({ status: 'SAVED', added: 0 });
    expect((await gridOf(gridId)).historyVersion).toBe(1);
  });

  it('an unknown grid answers 404 NOT_FOUND', async () => {
    const res = await fill(9999);
    expect(res.status).toBe(404);
    expect((await res.json()).serverMessage).toBe('NOT_FOUND');
    expect((await fill('abc')).status).toBe(404);
  });

  it('needs the write right on price grids: a reader is refused (401 INSUFFICIENT_RIGHT), the grid unchanged', async () => {
    await extra('Barbecue', 1200, 'stay');
    const gridId = await saveGrid(ctx.admin, seasonGrid(site));
    const { id } = await ctx.t.addUser({ login: 'lecteur', password: 'lecteur-1' });
    const rights = [
      { code: 'extra_pricing_price_grid_list', canSelect: true, canWrite: false, canDelete: false, canExport: false },
    ];
    expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, { rights })).status).toBe(200);
    const reader = await ctx.t.signIn({ login: 'lecteur', password: 'lecteur-1' });
    expect((await reader.get(`/rest/price/grid/edit/${gridId}`)).status).toBe(200);
    const res = await fill(gridId, reader);
    expect(res.status).toBe(401);
    expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    expect((await gridOf(gridId)).options).toHaveLength(1);
  });
});

describe('a quote for an extra the grid lacks', () => {
  const quoteWith = (extraId: number) =>
    ctx.admin.post('/rest/price/quote', {
      placeTypeId: site.pitchId,
      arrival: '2026-05-04',
      departure: '2026-05-07',
      bookingDate: '2026-03-01',
      occupants: [{ ageCategoryId: site.adultId, count: 2 }],
      extras: [{ extraId, quantity: 1 }],
    });

  it('names the grid and the option and says how to add it; the catalogue price is applied (3 nights × 5,00 €)', async () => {
    const power = await extra('Électricité 6 A', 500, 'night');
    await saveGrid(ctx.admin, seasonGrid(site));
    const q = await (await quoteWith(power)).json();
    expect(
      q.lines.filter((l: { kind: number }) => l.kind === 7).map((l: { amountCents: number }) => l.amountCents),
    ).toEqual([1500]);
    expect(q.warnings).toEqual([
      {
        code: 'OPTION_NOT_ON_GRID_WARNING',
        message:
          "La grille « Été 2026 » n'a pas l'option « Électricité 6 A » : ajoutez-la dans l'onglet Options de la grille ; prix du catalogue appliqué.",
      },
    ]);
  });

  it('says nothing when it does not change the price: a grid without any option prices every extra from the catalogue', async () => {
    const power = await extra('Électricité 6 A', 500, 'night');
    await saveGrid(ctx.admin, seasonGrid(site, { options: [] }));
    const q = await (await quoteWith(power)).json();
    expect(
      q.lines.filter((l: { kind: number }) => l.kind === 7).map((l: { amountCents: number }) => l.amountCents),
    ).toEqual([1500]);
    expect(q.warnings).toEqual([]);
  });

  it("says nothing once the grid is filled from the extras: the option is the grid's, at the same 3 × 5,00 €", async () => {
    const power = await extra('Électricité 6 A', 500, 'night');
    const gridId = await saveGrid(ctx.admin, seasonGrid(site));
    await fill(gridId);
    const q = await (await quoteWith(power)).json();
    expect(
      q.lines.filter((l: { kind: number }) => l.kind === 7).map((l: { amountCents: number }) => l.amountCents),
    ).toEqual([1500]);
    expect(q.warnings).toEqual([]);
  });
});
