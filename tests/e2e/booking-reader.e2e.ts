// A user who may only read bookings (001) walks through every booking screen: the search, the
// planning, the lists, a booking's resume form and each tab of its full sheet. Nothing that writes
// is offered, no draft is opened (nothing locked), no page error happens, and a write forced
// through the API is refused with 401.
// Screenshots: booking-reader-search, booking-reader-resume, booking-reader-<tab>, booking-reader-history-detail.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FunctionalityCode } from '../../service/domains/security/functionalities';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import { PlanningPage } from './pages/PlanningPage';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-06-15' });
const reader = { login: 'lecteur', password: 'lecteur-password' };
const readable: FunctionalityCode[] = [
  'booking_search_availability',
  'booking_booking_list',
  'booking_cancelled_list',
  'booking_arrival_list',
  'booking_planning',
  'customer_partner_customer_list',
];
let site: BookingSite;
let bookingId = 0;
let occupancyId = 0;
/** What the reader's pages sent to the service other than a read: none is expected. */
const writes: string[] = [];
const pageErrors: string[] = [];

/** A day typed in a date picker, committed with Enter as the user does. */
async function typeDay(page: Page, label: string, day: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(day);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(day);
}

const locks = () => (ctx.site.db.$client.prepare('SELECT count(*) AS n FROM place_locks').get() as { n: number }).n;
const drafts = () => (ctx.site.db.$client.prepare('SELECT count(*) AS n FROM booking_drafts').get() as { n: number }).n;

describe("a read-only user's walk through the booking screens", () => {
  beforeAll(async () => {
    const admin = ctx.browser.page;
    await signInThroughApi(admin, adminLogin, '/home');
    const client = pageClient(admin);
    site = await bookingSite(client, 3);
    const booked = await ok(await client.post('/rest/booking/booking/edit', bookingBody(site, {})));
    bookingId = booked.item.id;
    occupancyId = booked.item.occupancies[0].id;
    // A later change, for the history to show beside the creation.
    await ok(
      await client.post(
        '/rest/booking/booking/edit',
        bookingBody(site, { id: occupancyId }, { id: bookingId, notes: 'Arrivée tardive' }),
      ),
    );
    const { id } = await ctx.site.addUser({ ...reader, name: 'Lecteur', isAdmin: false, isSysteme: false });
    await setRights(
      admin,
      id,
      readable.map((code) => right(code, '001')),
    );
    const page = await ctx.browser.fresh();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      // Searches and lists are read through POST bodies: they change nothing.
      const isRead = r.method() === 'GET' || /\/search$|\/list\/|\/availability\/search$|\/login$/.test(path);
      if (path.startsWith('/rest/') && !isRead) writes.push(`${r.method()} ${path}`);
    });
    await signInThroughApi(page, reader, '/home');
  });

  it('the search finds free places but offers no booking (screenshot booking-reader-search)', async () => {
    const page = ctx.browser.page;
    await page.goto('/search-availability');
    await typeDay(page, 'Arrivée', '10/07/2026');
    await typeDay(page, 'Départ', '17/07/2026');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const book = page.getByRole('button', { name: 'Réserver la place 2' });
    await book.waitFor();
    expect(await book.isDisabled()).toBe(true);
    await screenshot(page, 'booking-reader-search');
  });

  it('the planning shows the stay, and a drag neither opens a new booking nor moves the stay', async () => {
    const planning = await new PlanningPage(ctx.browser.page).goto('?start=2026-07-01&days=31');
    await planning.bar(/^Lalanne Paul, emplacement 1/).waitFor();
    await planning.drag(await planning.cell('2', '2026-07-20'), await planning.cell('2', '2026-07-22'));
    await planning.drag(await planning.cell('1', '2026-07-11'), await planning.cell('3', '2026-07-11'));
    expect(new URL(planning.page.url()).pathname).toBe('/planning');
    expect(await planning.page.getByRole('button', { name: 'Déplacer' }).count()).toBe(0);
  });

  it('the arrival list shows the stays with their boxes disabled', async () => {
    const page = ctx.browser.page;
    await page.goto('/booking-arrival-list');
    const main = page.getByRole('main');
    await typeDay(page, 'Jour', '10/07/2026');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    const arrived = page.getByRole('checkbox', { name: 'Arrivé 1' });
    await arrived.waitFor();
    expect(await arrived.isDisabled()).toBe(true);
  });

  it('a booking opened from the list reads in its resume form, then every tab of its full sheet, read only', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/booking-list/0');
    await page.getByRole('main').getByRole('row').filter({ hasText: 'Lalanne Paul' }).dblclick();
    await page.waitForURL(`**/new-booking/resume/${bookingId}/0/-1/0/${site.customerId}/3`);
    await page.locator('.booking-sheet').getByText('Lecture seule').waitFor();
    await page.locator('.sheet-total').filter({ hasText: '140,00' }).waitFor();
    expect(await page.getByLabel('Notes').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer (F12)' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions/ }).count()).toBe(0);
    await screenshot(page, 'booking-reader-resume');

    await page.getByRole('button', { name: 'Fiche complète' }).click();
    await page.waitForURL(`**/new-booking/customer/${bookingId}/0/**`);
    for (const [tab, name] of [
      ['Client', 'customer'],
      ['Occupations', 'occupancies'],
      ['Occupants', 'occupants'],
      ['Animaux', 'animals'],
      ['Véhicules', 'vehicles'],
      ['Extras', 'extras'],
      ['Prix', 'price'],
      ['Paiements', 'payments'],
      ['Documents', 'documents'],
      ['Historique', 'history'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(`**/new-booking/${name}/${bookingId}/0/**`);
      await screenshot(page, `booking-reader-${name}`);
    }
    // The history reads who created the stay, and its detail opens; nothing in it writes.
    const history = page.getByRole('table', { name: 'Historique de la réservation' });
    const creation = history.getByRole('row').filter({ hasText: 'Création' });
    await creation.filter({ hasText: 'Admin' }).waitFor();
    await history.getByRole('row').filter({ hasText: 'Modification' }).filter({ hasText: 'Notes modifiées' }).waitFor();
    await creation.getByRole('button', { name: 'Développer la ligne' }).click();
    await page.getByRole('table', { name: 'Champs avant et après' }).getByText('Client').waitFor();
    await screenshot(page, 'booking-reader-history-detail');
    await page.getByRole('tab', { name: 'Occupants' }).click();
    expect(await page.getByLabel('Nom 1', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ajouter un occupant' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Occupations' }).click();
    expect(
      await page
        .getByRole('row')
        .getByRole('button', { name: /Actions/ })
        .isDisabled(),
    ).toBe(true);
    // F12 saves nothing for a reader.
    await page.keyboard.press('F12');
    await page.getByRole('tab', { name: 'Prix' }).click();
    await page.locator('.sheet-total').filter({ hasText: '140,00' }).waitFor();

    expect(await shell.toastTexts()).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(writes).toEqual([]);
    expect({ drafts: drafts(), locks: locks() }).toEqual({ drafts: 0, locks: 0 });
  });

  it('a new booking is not offered to a reader, even by its address', async () => {
    const page = ctx.browser.page;
    await page.goto(
      `/new-booking/occupancies/0/0/0/0/0/3?placeId=${site.places[1]}&startDate=2026-07-20&endDate=2026-07-22`,
    );
    await page.getByText('Vous pouvez consulter les réservations, mais pas en créer.').waitFor();
    expect(drafts()).toBe(0);
  });

  it('writes forced through the API are refused with 401', async () => {
    const page = ctx.browser.page;
    const forced = [
      await apiPost(page, 'booking/booking/temporary', { bookingId }),
      await apiPost(page, 'booking/booking/edit', bookingBody(site, { placeId: site.places[1] }, { id: bookingId })),
      await apiPost(page, `booking/booking/${bookingId}/cancel`, { reason: 'Météo' }),
      await apiPost(page, `booking/occupancy/${occupancyId}/arrived`, { value: true }),
      await apiPost(page, `booking/occupancy/${occupancyId}/move`, {
        placeId: site.places[2],
        startDate: '2026-07-10',
        endDate: '2026-07-14',
      }),
    ];
    expect(forced.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const stored = ctx.site.db.$client
      .prepare('SELECT place_id AS placeId, is_arrived AS isArrived FROM occupancies WHERE id = ?')
      .get(occupancyId);
    expect(stored).toEqual({ placeId: site.places[0], isArrived: 0 });
  });
});
