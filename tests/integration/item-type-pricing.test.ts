// Animal and vehicle types name the extra that prices them; a quote then charges a dog and a car,
// and says in French, by name, what it could not charge.
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingBody, bookingSite, ok } from '../support/booking-site';
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

const extra = (label: string, priceCents: number, pricingMode: string) =>
  saved('/rest/extra/extra/edit', { label, tvaId: site.tva10, priceCents, pricingMode, maxQuantity: 2 });

beforeEach(async () => {
  site = await pricedSite(ctx.admin);
});

describe.each([
  { name: 'animal types', base: '/rest/reference/animal-type', body: { label: 'Chien', category: 3 } },
  { name: 'vehicle types', base: '/rest/reference/vehicle-type', body: { label: 'Voiture' } },
])('$name name the extra that prices them', ({ base, body }) => {
  it('the edit answer offers the active extras, and the chosen one is kept', async () => {
    const animalExtra = await extra('Animal', 300, 'night');
    const blank = await (await ctx.admin.get(`${base}/edit/0`)).json();
    expect(blank.extraId).toBeNull();
    expect(blank.availableExtra).toEqual([
      { id: site.electricityId, label: 'Électricité' },
      { id: animalExtra, label: 'Animal' },
    ]);
    const id = await saved(`${base}/edit`, { ...body, extraId: animalExtra });
    expect((await (await ctx.admin.get(`${base}/edit/${id}`)).json()).extraId).toBe(animalExtra);
  });

  it('an extra that does not exist or is inactive is refused on extraId, nothing saved', async () => {
    const before = await (await ctx.admin.get(base)).json();
    const inactive = await extra('Ancien supplément', 100, 'stay');
    expect((await ctx.admin.get(`/rest/extra/extra/active/${inactive}/0`)).status).toBe(200);
    for (const extraId of [9999, inactive]) {
      const res = await ctx.admin.post(`${base}/edit`, { id: 0, ...body, extraId });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ extraId: 'VALIDATION' });
    }
    // The seeded types only.
    expect(await (await ctx.admin.get(base)).json()).toEqual(before);
  });
});

describe('a quote with a dog, a cat and a car', () => {
  it('charges the dog by the grid option of its extra and the car by its extra catalogue price, and names the cat it cannot charge', async () => {
    const animalExtra = await extra('Animal', 400, 'night');
    const vehicleExtra = await extra('Véhicule supplémentaire', 350, 'stay');
    const dog = await saved('/rest/reference/animal-type/edit', { label: 'Chien', category: 3, extraId: animalExtra });
    const cat = await saved('/rest/reference/animal-type/edit', { label: 'Chat', category: 3 });
    const car = await saved('/rest/reference/vehicle-type/edit', { label: 'Voiture', extraId: vehicleExtra });
    // The grid prices the animal extra at 3,00 € a night; the vehicle extra is not on it.
    const animalOption = { kind: 'extra', refId: animalExtra, tvaId: site.tva10, cents: 300, pricing: 'night' };
    const grid = seasonGrid(site);
    await saveGrid(ctx.admin, { ...grid, options: [...grid.options, animalOption] });
    const res = await ctx.admin.post('/rest/price/quote', {
      placeTypeId: site.pitchId,
      arrival: '2026-05-04',
      departure: '2026-05-07',
      bookingDate: '2026-03-01',
      occupants: [{ ageCategoryId: site.adultId, count: 2 }],
      animals: [
        { animalTypeId: dog, quantity: 1 },
        { animalTypeId: cat, quantity: 1 },
      ],
      vehicles: [{ vehicleTypeId: car, quantity: 1 }],
    });
    const q = await res.json();
    expect(res.status, JSON.stringify(q)).toBe(200);
    // By hand: pitch 3 × 20,00 € = 60,00 €; dog 3 nights × 3,00 € = 9,00 €; car 3,50 € per stay.
    expect(
      q.lines
        .filter((l: { kind: number }) => l.kind !== 1)
        .map((l: Record<string, unknown>) => [l.kind, l.label, l.amountCents]),
    ).toEqual([
      [4, 'Chien (Basse saison)', 900],
      [5, 'Voiture', 350],
    ]);
    expect(q.totals.totalCents).toBe(6000 + 900 + 350);
    expect(q.warnings.map((w: { message: string }) => w.message)).toEqual([
      "Attention : le type d'animal « Chat » n'est associé à aucun supplément ni option de la grille « Été 2026 » : il n'est pas facturé (associez-lui un supplément dans les types d'animaux, ou ajoutez-le dans l'onglet Options de la grille).",
      "La grille « Été 2026 » n'a pas l'option « Véhicule supplémentaire » (qui facture le type de véhicule « Voiture ») : ajoutez-la dans l'onglet Options de la grille ; prix du catalogue appliqué.",
    ]);
  });
});

describe('a booking with a dog and a car', () => {
  it('charges them on the saved booking: 4 high-season nights × 4,00 € for the dog, 3,50 € per stay for the car', async () => {
    const booked = await bookingSite(ctx.admin);
    site = booked;
    const dog = await saved('/rest/reference/animal-type/edit', {
      label: 'Chien',
      category: 3,
      extraId: await extra('Animal', 400, 'night'),
    });
    const car = await saved('/rest/reference/vehicle-type/edit', {
      label: 'Voiture',
      extraId: await extra('Véhicule supplémentaire', 350, 'stay'),
    });
    const body = bookingBody(booked, {
      animals: [{ animalTypeId: dog, quantity: 1, name: 'Rex' }],
      vehicles: [{ vehicleTypeId: car, plate: 'AB-123-CD' }],
    });
    const { item } = await ok(await ctx.admin.post('/rest/booking/booking/edit', body));
    const items = item.lines.filter((l: { kind: number }) => l.kind === 4 || l.kind === 5);
    expect(
      items.map((l: Record<string, unknown>) => [l.kind, l.label, l.quantity, l.unitCents, l.amountCents]),
    ).toEqual([
      [4, 'Chien (Haute saison)', 4, 400, 1600],
      [5, 'Voiture', 1, 350, 350],
    ]);
    // By hand: pitch 4 high-season nights × 35,00 € = 140,00 €, dog 16,00 €, car 3,50 €.
    expect(item.totalCents).toBe(14000 + 1600 + 350);
  });
});
