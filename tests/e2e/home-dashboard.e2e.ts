// Home's dashboard of the day on the demo site, business day pinned to Saturday 2026-07-11 (a
// changeover day of the booked season): the date, today's work in sections with their counts,
// each section's link followed to the list it names; a receptionist reading only the arrivals
// sees only the sections of that right.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardPayload } from '../../service/domains/booking/dashboard/contract';
import { screenshot, signInThroughApi } from './support/browser';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-07-11', demo: true });
const receptionist = { login: 'accueil', password: 'accueil-pass' };
let expected: DashboardPayload;

beforeAll(async () => {
  const page = ctx.browser.page;
  await signInThroughApi(page, adminLogin, '/home');
  // A place out of use today, as the technician would enter it.
  ctx.site.db.$client
    .prepare(
      `INSERT INTO unavailabilities (place_id, start_date, end_date, reason, created_at, updated_at)
       SELECT id, '2026-07-10', '2026-07-14', 'Fuite d''eau', '2026-07-10T08:00:00Z', '2026-07-10T08:00:00Z'
       FROM places WHERE number = 'M12'`,
    )
    .run();
  expected = (await (await page.request.get('/rest/home/dashboard')).json()) as DashboardPayload;
  const { id } = await ctx.site.addUser({ ...receptionist, name: 'Accueil' });
  await setRights(page, id, [right('booking_arrival_list', '001')]);
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openHome(login = adminLogin) {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, login, '/home');
  await page.getByRole('heading', { name: "Aujourd'hui, samedi 11 juillet 2026" }).waitFor();
  return page;
}

describe("home's dashboard of the day", () => {
  it('shows the business date and each section with its count (screenshot home-dashboard)', async () => {
    expect(expected.arrivals?.length).toBeGreaterThan(0);
    expect(expected.departures?.length).toBeGreaterThan(0);
    const page = await openHome();
    const counts = {
      'Arrivées du jour': expected.arrivals?.length,
      'Départs du jour': expected.departures?.length,
      "Soldes dus à l'arrivée": expected.balancesDue?.length,
      'Options à échéance': expected.expiringOptions?.items.length,
      'Emplacements indisponibles': 1,
    };
    for (const [name, count] of Object.entries(counts)) {
      await section(page, name).getByLabel(String(count), { exact: true }).first().waitFor();
    }
    await section(page, 'Emplacements indisponibles').getByText("Fuite d'eau").waitFor();
    await screenshot(page, 'home-dashboard');
  });

  it('the arrivals link opens the arrivals list of the day, with as many rows as counted', async () => {
    const page = await openHome();
    await page.getByRole('link', { name: 'Voir la liste des arrivées' }).click();
    await page.waitForURL('**/booking-arrival-list');
    await page.getByText('Arrivées — 11/07/2026 — Arrivées seulement').waitFor();
    const n = expected.arrivals?.length ?? 0;
    await page.getByText(`${n} ligne${n > 1 ? 's' : ''}`, { exact: true }).waitFor();
  });

  it('the departures link opens the departures list of the day, with as many rows as counted', async () => {
    const page = await openHome();
    await page.getByRole('link', { name: 'Voir la liste des départs' }).click();
    await page.waitForURL('**/booking-departure-list');
    await page.getByText('Départs — 11/07/2026 — Départs seulement').waitFor();
    const n = expected.departures?.length ?? 0;
    await page.getByText(`${n} ligne${n > 1 ? 's' : ''}`, { exact: true }).waitFor();
  });

  it.each([
    ['Voir la liste des options', '/booking-list/2', 'Réservations'],
    ['Voir le planning du ménage', '/cleanning-planning', 'Planning du ménage'],
    ['Voir les indisponibilités', '/unavailability-list', 'Indisponibilités'],
  ])('the link « %s » opens %s', async (link, path, title) => {
    const page = await openHome();
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL(`**${path}`);
    await page.locator('.ant-card-head-title').getByText(title, { exact: false }).first().waitFor();
  });

  it('a customer of an arrival opens that booking', async () => {
    const page = await openHome();
    const first = expected.arrivals?.[0];
    if (!first) throw new Error('no arrival on the demo day');
    await section(page, 'Arrivées du jour').getByRole('link', { name: first.customerName }).first().click();
    await page.waitForURL(`**/new-booking/resume/${first.bookingId}/**`);
    // The sheet shows its form once its booking is read.
    await page.getByRole('button', { name: 'Fiche complète' }).waitFor();
  });

  it('a receptionist reading only the arrivals sees the arrivals and balances, no other section', async () => {
    const page = await openHome(receptionist);
    await section(page, 'Arrivées du jour').waitFor();
    await section(page, "Soldes dus à l'arrivée").waitFor();
    for (const name of ['Départs du jour', 'Options à échéance', 'Ménage du jour', 'Emplacements indisponibles']) {
      expect(await section(page, name).count(), name).toBe(0);
    }
  });
});
