// What a new site starts with beside countries and VAT rates: the animal and vehicle types, so a
// stay can take a dog or a car from the first day, seeded once and never over the staff's own.
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../service/db/prepare';
import { pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const labels = async (base: string) =>
  ((await (await ctx.admin.get(base)).json()) as { label: string; extraId: number | null }[]).map((r) => [
    r.label,
    r.extraId,
  ]);

describe('a fresh database', () => {
  it('has animal and vehicle types, linked to no extra (no extra is seeded)', async () => {
    expect(await labels('/rest/reference/animal-type')).toEqual([
      ['Chien', null],
      ['Chat', null],
    ]);
    expect(await labels('/rest/reference/vehicle-type')).toEqual([
      ['Voiture', null],
      ['Moto', null],
      ['Camping-car', null],
    ]);
  });

  it('offers them to the booking sheet, so « Ajouter un animal » has a type to add', async () => {
    const choices = await (await ctx.admin.get('/rest/booking/booking/choices')).json();
    expect(choices.animalTypes.map((c: { label: string }) => c.label)).toEqual(['Chien', 'Chat']);
    expect(choices.vehicleTypes.length).toBe(3);
  });

  it('seeds them once: a restart after the staff removed one does not bring it back', async () => {
    const [cat] = (await (await ctx.admin.get('/rest/reference/animal-type')).json()).filter(
      (r: { label: string }) => r.label === 'Chat',
    );
    expect((await ctx.admin.post(`/rest/reference/animal-type/delete/${cat.id}`)).status).toBe(200);
    prepareDatabase(ctx.t.db, ctx.t.clock);
    expect(await labels('/rest/reference/animal-type')).toEqual([['Chien', null]]);
  });

  it('an existing site that typed its own types before the seed existed gets none added', async () => {
    for (const r of await (await ctx.admin.get('/rest/reference/animal-type')).json())
      await ctx.admin.post(`/rest/reference/animal-type/delete/${r.id}`);
    await ctx.admin.post('/rest/reference/animal-type/edit', { id: 0, label: 'Cheval', category: 3 });
    // As if this database predated the seed: its flag is not set yet.
    ctx.t.db.$client.prepare("DELETE FROM app_settings WHERE key = 'seed.item-types'").run();
    prepareDatabase(ctx.t.db, ctx.t.clock);
    expect(await labels('/rest/reference/animal-type')).toEqual([['Cheval', null]]);
    expect((await labels('/rest/reference/vehicle-type')).length).toBe(3);
  });

  it('a seeded dog on a stay is not charged until linked, and the quote says so by name and how to fix it', async () => {
    const site = await pricedSite(ctx.admin);
    await saveGrid(ctx.admin, seasonGrid(site));
    const [dog] = await (await ctx.admin.get('/rest/reference/animal-type')).json();
    const res = await ctx.admin.post('/rest/price/quote', {
      placeTypeId: site.pitchId,
      arrival: '2026-05-04',
      departure: '2026-05-07',
      bookingDate: '2026-03-01',
      occupants: [{ ageCategoryId: site.adultId, count: 2 }],
      animals: [{ animalTypeId: dog.id, quantity: 1 }],
    });
    const q = await res.json();
    expect(res.status, JSON.stringify(q)).toBe(200);
    // By hand: the pitch only, 3 low-season nights × 20,00 €.
    expect(q.totals.totalCents).toBe(6000);
    expect(q.warnings.map((w: { message: string }) => w.message)).toEqual([
      "Attention : le type d'animal « Chien » n'est associé à aucun supplément ni option de la grille « Été 2026 » : il n'est pas facturé (associez-lui un supplément dans les types d'animaux, ou ajoutez-le dans l'onglet Options de la grille).",
    ]);
  });
});
