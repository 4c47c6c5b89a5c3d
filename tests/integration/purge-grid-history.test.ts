// /purge-grid-history: removes the saved grid versions no booking refers to; the current version
// of every grid stays, and a version a booking registers as used stays too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gridVersionInUse } from '../../service/domains/pricing';
import { type PricedSite, pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
let site: PricedSite;
let unregister: (() => void) | null = null;

beforeEach(async () => {
  site = await pricedSite(ctx.admin);
});
afterEach(() => unregister?.());

const versionsOf = async (id: number) => (await (await ctx.admin.get(`/rest/price/grid/edit/${id}`)).json()).versions;

async function gridWithVersions(count: number, label: string) {
  const id = await saveGrid(ctx.admin, seasonGrid(site, { label }));
  for (let i = 1; i < count; i += 1) await saveGrid(ctx.admin, seasonGrid(site, { id, label }));
  return id;
}

describe('/purge-grid-history', () => {
  it('removes every version but the current one when no booking refers to any', async () => {
    const a = await gridWithVersions(3, 'A');
    const b = await gridWithVersions(1, 'B');
    const preview = await (await ctx.admin.get('/rest/price/purge-grid-history')).json();
    // Each version says when it was saved, for the screen.
    expect(preview.versions).toEqual([
      { gridId: a, version: 1, savedAt: expect.any(String) },
      { gridId: a, version: 2, savedAt: expect.any(String) },
    ]);
    const res = await ctx.admin.post('/rest/price/purge-grid-history');
    expect(await res.json()).toEqual({ status: 'DELETED', removed: 2 });
    expect(await versionsOf(a)).toEqual([3]);
    expect(await versionsOf(b)).toEqual([1]);
    // The current version still prices.
    const q = await ctx.admin.post('/rest/price/quote', {
      placeTypeId: site.pitchId,
      gridId: a,
      historyVersion: 3,
      arrival: '2026-05-04',
      departure: '2026-05-05',
      occupants: [{ ageCategoryId: site.adultId, count: 1 }],
    });
    expect(q.status).toBe(200);
  });

  it('keeps a version a booking refers to', async () => {
    const a = await gridWithVersions(3, 'A');
    unregister = gridVersionInUse.register('test booking', (_db, v) => v.gridId === a && v.version === 1);
    const res = await ctx.admin.post('/rest/price/purge-grid-history');
    expect((await res.json()).removed).toBe(1);
    expect(await versionsOf(a)).toEqual([1, 3]);
  });

  it('is refused with 000 rights on the purge', async () => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    expect((await nobody.post('/rest/price/purge-grid-history')).status).toBe(401);
  });
});
