// The booking lists in a real browser on 10 July 2026: the arrival list ticks a guest arrived then
// gone (gone waits for arrived) through the core's occupancy actions; the booking list refuses a
// 2-character search in French under its field, then finds a customer's bookings and opens one's
// resume form; the occupant reports and the customer's stays tab show the same stays.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import {
  ageCategoryId,
  countryId,
  insertBooking,
  insertCustomer,
  insertPlaces,
  insertPlaceType,
} from '../support/bookings';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const today = '2026-07-10';
const ctx = withSiteAndBrowser({ today });

let dupontId = 0;
let arrivingBookingId = 0;

function scene() {
  const db = ctx.site.db;
  const pitch = insertPlaceType(db, 'Emplacement');
  const [p1, p2, p3] = insertPlaces(db, pitch, ['A1', 'A2', 'A3']);
  dupontId = insertCustomer(db, { lastName: 'Dupont', firstName: 'Jean' });
  const martin = insertCustomer(db, { lastName: 'Martin', firstName: 'Lucie' });
  const adult = ageCategoryId(db, 'Adulte');
  const fr = countryId(db, 'FR');
  arrivingBookingId = insertBooking(db, {
    customerId: dupontId,
    code: 'R2026-0101',
    startDate: today,
    endDate: '2026-07-17',
    totalCents: 63_000,
    paidCents: 20_000,
    occupancies: [
      {
        placeId: p1,
        occupants: [
          { lastName: 'Dupont', firstName: 'Jean', birthDate: '1980-07-12', ageCategoryId: adult, nationalityId: fr },
          { lastName: 'Dupont', firstName: 'Marie', birthDate: '1982-03-02', ageCategoryId: adult, nationalityId: fr },
        ],
      },
    ],
  }).id;
  insertBooking(db, {
    customerId: dupontId,
    code: 'R2026-0102',
    kind: 2,
    startDate: '2026-08-01',
    endDate: '2026-08-08',
    placeId: p2,
    totalCents: 45_000,
  });
  insertBooking(db, {
    customerId: martin,
    code: 'R2026-0103',
    startDate: '2026-07-05',
    endDate: today,
    placeId: p3,
    totalCents: 30_000,
    paidCents: 30_000,
  });
}

describe('booking lists', () => {
  it('the arrival list ticks a guest arrived, then gone (screenshot booking-arrival-list)', async () => {
    scene();
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/booking-arrival-list');
    const main = page.getByRole('main');
    await main.getByText('Arrivées — 10/07/2026 — Arrivées seulement').waitFor();
    const row = main.getByRole('row').filter({ hasText: 'Dupont Jean' });
    await row.waitFor();
    expect(await main.getByRole('row').filter({ hasText: 'Martin' }).count()).toBe(0);
    const arrived = page.getByRole('checkbox', { name: 'Arrivé A1' });
    const gone = page.getByRole('checkbox', { name: 'Parti A1' });
    expect(await gone.isDisabled()).toBe(true);
    // The boxes show what the service stored: they change once the list is read again.
    await arrived.click();
    await expect.poll(() => arrived.isChecked()).toBe(true);
    await expect.poll(() => gone.isDisabled()).toBe(false);
    await gone.click();
    await expect.poll(() => gone.isChecked()).toBe(true);
    await expect.poll(() => arrived.isDisabled()).toBe(true);
    const stored = ctx.site.db.$client
      .prepare('SELECT is_arrived AS a, is_gone AS g FROM occupancies WHERE booking_id = ?')
      .get(arrivingBookingId);
    expect(stored).toEqual({ a: 1, g: 1 });
    await screenshot(page, 'booking-arrival-list');
  });

  it('the departure list shows the day’s departures', async () => {
    const page = ctx.browser.page;
    await page.goto('/booking-departure-list');
    const main = page.getByRole('main');
    await main.getByText('Départs — 10/07/2026 — Départs seulement').waitFor();
    await main.getByRole('row').filter({ hasText: 'Martin Lucie' }).waitFor();
  });

  it('the booking list refuses a 2-character search, finds a customer’s bookings and opens one (screenshot booking-list)', async () => {
    const page = ctx.browser.page;
    await page.goto('/booking-list/0');
    const main = page.getByRole('main');
    await main.getByRole('row').filter({ hasText: 'R2026-0103' }).waitFor();
    const search = main.getByLabel('Recherche');
    await search.fill('du');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.getByText(errorMessage('SEARCH_TOO_SHORT')).waitFor();
    await search.fill('dupont');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => main.getByRole('row').filter({ hasText: 'R2026-0103' }).count()).toBe(0);
    const rows = main.getByRole('row').filter({ hasText: 'Dupont Jean' });
    await expect.poll(() => rows.count()).toBe(2);
    await screenshot(page, 'booking-list');
    await main.getByText('Options', { exact: true }).click();
    await page.waitForURL('**/booking-list/2');
    await expect.poll(() => main.getByRole('row').filter({ hasText: 'Dupont Jean' }).count()).toBe(1);
    await main.getByRole('row').filter({ hasText: 'R2026-0102' }).dblclick();
    await page.waitForURL(`**/new-booking/resume/*/0/-1/0/${dupontId}/2`);
    // The sheet reloads the page on entry, then opens its draft and writes the draft's id in the
    // URL: wait for that, so the next test's navigation does not race the reload.
    await page.waitForURL(new RegExp(`/new-booking/resume/\\d+/[1-9]\\d*/-?\\d+/\\d+/${dupontId}/2$`));
  });

  it('the occupant reports and the customer’s stays tab (screenshots occupation-list, customer-resume)', async () => {
    const page = ctx.browser.page;
    const main = page.getByRole('main');
    await page.goto('/occupation-list');
    await main.getByText('Occupation du 10/07/2026 au 23/07/2026').waitFor();
    await main.getByRole('row').filter({ hasText: '10/07/2026' }).filter({ hasText: '1 / 3' }).first().waitFor();
    await screenshot(page, 'occupation-list');
    await page.goto('/occupants-birthday');
    await main.getByRole('row').filter({ hasText: 'Jean' }).filter({ hasText: '46 ans' }).waitFor();
    await screenshot(page, 'occupants-birthday');
    await page.goto('/occupancy-occupants-list');
    await main.getByRole('row').filter({ hasText: 'Marie' }).waitFor();
    await page.goto('/occupation-nationality-list');
    await main.getByRole('row').filter({ hasText: 'Française' }).waitFor();
    await page.goto('/customer-resume');
    const customer = main.getByRole('combobox', { name: 'Client' });
    await customer.fill('mar');
    // antd's accessible options are hidden copies: the found customer is the active one, Enter picks it.
    await page.getByRole('option', { name: /^Martin Lucie/ }).waitFor({ state: 'attached' });
    await customer.press('Enter');
    await main.getByText('Martin Lucie (', { exact: false }).waitFor();
    await main.getByRole('row').filter({ hasText: 'R2026-0103' }).waitFor();
    await page.goto(`/customer-resume?customerId=${dupontId}`);
    await main.getByText('Dupont Jean (', { exact: false }).waitFor();
    await main.getByRole('row').filter({ hasText: 'R2026-0102' }).waitFor();
    await screenshot(page, 'customer-resume');
    await page.goto(`/customer/stays/${dupontId}`);
    await main.getByRole('row').filter({ hasText: 'R2026-0101' }).waitFor();
    await screenshot(page, 'customer-stays');
  });
});
