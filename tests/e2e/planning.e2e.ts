// The planning in a real browser on a site of 1,000 places (today pinned to 2026-07-10): bars
// drawn and the grid virtualised, a stay booked through the booking core dragged to another
// place and moved by it (at once when its price does not change, after the choice of price
// update when it does), and a drag on empty cells opening the booking sheet on that place and
// those nights; the extras planning and the site plan on the same site.

import { beforeAll, describe, expect, it } from 'vitest';
import { seedBookedSite } from '../bench/seed-bookings';
import { bookingRows } from '../support/booking-rows';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { clientFor } from '../support/client';
import { placeTypeBody } from '../support/fixtures';
import { saveGrid, seasonGrid } from '../support/pricing-site';
import { PlanningPage } from './pages/PlanningPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-10' });
const scene = { l1: 0, l2: 0, occupancyId: 0, comfortBookingId: 0 };

/** The API client of the integration tests, over real HTTP to the e2e site. */
function siteClient() {
  return clientFor({
    request: (input: string | Request | URL, init?: RequestInit) =>
      fetch(typeof input === 'string' ? `${ctx.site.baseURL}${input}` : input, init),
  });
}

beforeAll(async () => {
  seedBookedSite(ctx.site.db, { occupancies: 20_000, from: '2026-04-01' });
  const admin = siteClient();
  await ok(await admin.post('/rest/login', adminLogin));
  // Priced pitches, a 2026 season and a customer (Paul Lalanne), as the booking tests build them.
  const site: BookingSite = await bookingSite(admin, 0);
  const rows = bookingRows(ctx.site.db);
  // Ordered first (order 0, and "Bord du lac" before "Emplacements"), so its rows open the grid.
  const lake = rows.family('Bord du lac', '#00838f', 0);
  ctx.site.db.$client.prepare('UPDATE place_types SET family_id = ? WHERE id = ?').run(lake, site.pitchId);
  scene.l1 = rows.place({ number: 'L1', typeId: site.pitchId });
  scene.l2 = rows.place({ number: 'L2', typeId: site.pitchId });
  const l3 = rows.place({ number: 'L3', typeId: site.pitchId });
  const l4 = rows.place({ number: 'L4', typeId: site.pitchId });
  // A comfort pitch type in the same grid: 30,00 € low, 40,00 € a high night.
  const comfortId = (
    await ok(
      await admin.post('/rest/place/place-type/edit', {
        id: 0,
        ...placeTypeBody('Emplacement confort', { shortCode: 'CONF', tvaId: site.tva10 }),
      }),
    )
  ).id;
  const withComfort = (highCents: number) => {
    const grid = seasonGrid(site, { id: site.gridId });
    const periods = grid.periods.map((p, i) => ({
      ...p,
      prices: [...p.prices, { placeTypeId: comfortId, nightCents: i === 0 ? 3000 : highCents }],
    }));
    return { ...grid, periods };
  };
  await saveGrid(admin, withComfort(4000));
  ctx.site.db.$client.prepare('UPDATE place_types SET family_id = ? WHERE id = ?').run(lake, comfortId);
  const booking = await ok(
    await admin.post(
      '/rest/booking/booking/edit',
      bookingBody({ ...site, places: [scene.l1] }, { startDate: '2026-07-09', endDate: '2026-07-14' }),
    ),
  );
  scene.occupancyId = booking.item.occupancies[0].id;
  // Five high nights on pitch L5 for two: 5 × 35,00 = 175,00 €; then the comfort pitch raised to 45,00 €.
  const l5 = rows.place({ number: 'L5', typeId: site.pitchId });
  rows.place({ number: 'L6', typeId: comfortId });
  const comfort = await ok(
    await admin.post(
      '/rest/booking/booking/edit',
      bookingBody({ ...site, places: [l5] }, { startDate: '2026-07-09', endDate: '2026-07-14' }),
    ),
  );
  expect(comfort.item.totalCents).toBe(17500);
  scene.comfortBookingId = comfort.item.id;
  await saveGrid(admin, withComfort(4500));
  rows.stay({
    placeId: l3,
    startDate: '2026-01-01',
    endDate: '2027-01-01',
    customerId: site.customerId,
    stayKind: 'RESIDENTIAL',
  });
  rows.unavailability(l4, '2026-07-12', '2026-07-16', 'Élagage');
});

async function openPlanning() {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, '/home');
  await page.waitForURL('**/home');
  return new PlanningPage(page).goto();
}

describe('planning', () => {
  it('shows the stays as bars over 1,000 places, drawing only the rows in view', async () => {
    const planning = await openPlanning();
    await planning.bar(/^Lalanne Paul, emplacement L1, du 09\/07\/2026 au 14\/07\/2026/).waitFor();
    const drawn = await planning.bars().count();
    expect(drawn).toBeGreaterThan(20);
    expect(drawn).toBeLessThan(1500);
    await planning.bar(/^Lalanne Paul, emplacement L1/).hover();
    await planning.page.getByRole('tooltip').getByText('2 personnes · reste dû', { exact: false }).waitFor();
    await screenshot(planning.page, 'planning');
    await planning.page.mouse.move(0, 0);
    await planning.grid.evaluate((g) => g.closest('[style*="overflow: auto"]')?.scrollTo({ top: 1e6 }));
    await planning.placeLabel('1000').waitFor();
    await screenshot(planning.page, 'planning-bottom');
    await planning.page.getByRole('button', { name: 'Période suivante' }).click();
    await expect.poll(() => planning.grid.getAttribute('data-start')).toBe('2026-08-06');
    expect(new URL(planning.page.url()).searchParams.get('start')).toBe('2026-08-06');
    await planning.goto('?start=2026-07-01&days=90');
    await planning.grid.evaluate((g) => g.closest('[style*="overflow: auto"]')?.scrollTo({ left: 900, top: 400 }));
    await planning.placeLabel('41').waitFor();
    await screenshot(planning.page, 'planning-90-days');
  });

  it('a bar dragged to another place of its type moves the stay there at once: its price does not change', async () => {
    const planning = await openPlanning();
    const bar = planning.bar(/^Lalanne Paul, emplacement L1/);
    await bar.waitFor();
    const from = await planning.cell('L1', '2026-07-11');
    const to = await planning.cell('L2', '2026-07-11');
    await planning.drag(from, to);
    await planning.bar(/^Lalanne Paul, emplacement L2, du 09\/07\/2026 au 14\/07\/2026/).waitFor();
    const stored = ctx.site.db.$client.prepare('SELECT place_id FROM occupancies WHERE id = ?').get(scene.occupancyId);
    expect(stored).toEqual({ place_id: scene.l2 });
  });

  it('a bar dropped on a pitch of another type shows the price now and under the four choices; the choice taken is saved', async () => {
    const planning = await openPlanning();
    const page = planning.page;
    await planning.bar(/^Lalanne Paul, emplacement L5/).waitFor();
    await planning.drag(await planning.cell('L5', '2026-07-11'), await planning.cell('L6', '2026-07-11'));
    // By its text: the test build's antd gives every dialog title the id "test-id", which the
    // window's day-count select also carries, so the dialog's accessible name is not its title here.
    const dialog = page.getByRole('dialog').filter({ hasText: 'Déplacer le séjour : le prix change' });
    // Four trial saves on a site of 20,000 stays, on a loaded machine: give the preview time.
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByText('Prix actuel : 175,00 €').waitFor();
    const choice = (name: string) => dialog.getByRole('radio', { name: new RegExp(`^${name}`) });
    // The sheet's default is checked; 5 × 45,00 now, 5 × 40,00 by the booking's grid version, 5 × 35,00 kept.
    expect(await choice('Recalculer avec la grille du séjour 200,00 €').isChecked()).toBe(true);
    await choice('Recalculer avec la grille en vigueur 225,00 €').waitFor();
    await choice('Adapter le détail existant aux nouvelles nuits 175,00 €').waitFor();
    await choice('Garder le détail existant 175,00 €').waitFor();
    await screenshot(page, 'planning-move-price');
    // Esc cancels: nothing moved.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await planning.bar(/^Lalanne Paul, emplacement L5/).waitFor();
    await planning.drag(await planning.cell('L5', '2026-07-11'), await planning.cell('L6', '2026-07-11'));
    await dialog.waitFor({ timeout: 30_000 });
    await choice('Recalculer avec la grille en vigueur').check();
    await page.keyboard.press('Enter');
    await planning.bar(/^Lalanne Paul, emplacement L6, du 09\/07\/2026 au 14\/07\/2026/).waitFor();
    const stored = ctx.site.db.$client
      .prepare('SELECT total_cents FROM bookings WHERE id = ?')
      .get(scene.comfortBookingId);
    expect(stored).toEqual({ total_cents: 22500 });
  });

  it('a bar resized by its right edge asks the price choice too: one night more at 45,00 €', async () => {
    const planning = await openPlanning();
    const page = planning.page;
    const bar = planning.bar(/^Lalanne Paul, emplacement L6, du 09\/07\/2026 au 14\/07\/2026/);
    const box = await bar.boundingBox();
    if (!box) throw new Error('no bar on L6');
    const edge = { x: box.x + box.width - 2, y: box.y + box.height / 2 };
    await planning.drag(edge, { x: edge.x + Number(await planning.grid.getAttribute('data-day-width')), y: edge.y });
    const dialog = page.getByRole('dialog').filter({ hasText: 'Déplacer le séjour : le prix change' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByText('du 09/07/2026 au 15/07/2026').waitFor();
    // 6 × 45,00 by the grid (the version of the last move), the detail kept at 225,00 €.
    await dialog.getByRole('radio', { name: /^Recalculer avec la grille du séjour 270,00 €/ }).waitFor();
    await dialog.getByRole('radio', { name: /^Garder le détail existant 225,00 €/ }).waitFor();
    await page.keyboard.press('Enter');
    await planning.bar(/^Lalanne Paul, emplacement L6, du 09\/07\/2026 au 15\/07\/2026/).waitFor();
    const stored = ctx.site.db.$client
      .prepare('SELECT total_cents, end_date FROM bookings WHERE id = ?')
      .get(scene.comfortBookingId);
    expect(stored).toEqual({ total_cents: 27000, end_date: '2026-07-15' });
  });

  it('a drag on empty cells of a row opens the booking sheet on that place and those nights', async () => {
    const planning = await openPlanning();
    await planning.drag(await planning.cell('L1', '2026-07-20'), await planning.cell('L1', '2026-07-22'));
    await planning.page.waitForURL('**/new-booking/**');
    const url = new URL(planning.page.url());
    expect(url.pathname).toBe('/new-booking/occupancies/0/0/0/0/0/3');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      placeId: String(scene.l1),
      startDate: '2026-07-20',
      endDate: '2026-07-23',
    });
  });
});

describe('extras planning and site plan', () => {
  it('the extras planning shows each stock-managed extra per day against its stock', async () => {
    const planning = await openPlanning();
    const page = planning.page;
    await page.goto('/extra-planning?start=2026-07-01&days=31');
    await page.getByRole('cell', { name: 'Location de vélo' }).waitFor();
    await screenshot(page, 'extra-planning');
  });

  it("the site plan colours each place by today's state; a click shows its stay", async () => {
    const planning = await openPlanning();
    const page = planning.page;
    await page.goto('/plan');
    await page.getByRole('button', { name: /^Emplacement L3 : Résident$/ }).click();
    await page
      .getByRole('dialog', { name: /Emplacement L3 — Résident le 10\/07\/2026/ })
      .getByText('Lalanne Paul')
      .waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'plan');
  });
});
