// The keys of the booking lists in a real browser on 10 July 2026, with places numbered 104, 2, A10
// and 17 (shown 2, 17, 104, A10): on the arrival list the arrows select a row (its radio checked,
// kept after a reload), F4 opens that row's booking, F8 downloads the CSV of the rows shown, F3
// goes to a new booking's search; on the booking list a click and Enter open a booking and F8
// exports what the search found; the occupant report opens an occupant's booking with F4. A reader
// gets Consulter (F4) alone: F3 and F8 do nothing.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ageCategoryId, insertBooking, insertCustomer, insertPlaces, insertPlaceType } from '../support/bookings';
import { screenshot, signInThroughApi } from './support/browser';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const today = '2026-07-10';
const ctx = withSiteAndBrowser({ today });
const reader = { login: 'lecteur', password: 'lecteur-password' };
/** Booking and customer ids by place number. */
const booked = new Map<string, { bookingId: number; customerId: number }>();

function scene() {
  const db = ctx.site.db;
  const pitch = insertPlaceType(db, 'Emplacement');
  const numbers = ['104', '2', 'A10', '17'];
  const places = insertPlaces(db, pitch, numbers);
  const names = ['Bernard', 'Martin', 'Durand', 'Petit'];
  const adult = ageCategoryId(db, 'Adulte');
  numbers.forEach((number, i) => {
    const lastName = names[i] ?? '';
    const customerId = insertCustomer(db, { lastName, firstName: 'Anne' });
    const { id } = insertBooking(db, {
      customerId,
      code: `R2026-020${i}`,
      startDate: today,
      endDate: '2026-07-14',
      totalCents: 10_000 * (i + 1),
      occupancies: [{ placeId: places[i] ?? 0, occupants: [{ lastName, firstName: 'Anne', ageCategoryId: adult }] }],
    });
    booked.set(number, { bookingId: id, customerId });
  });
}

const dataRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('radio') });
const rowOf = (page: Page, text: string) => dataRows(page).filter({ hasText: text });
const isSelected = (page: Page, text: string) => rowOf(page, text).getByRole('radio').isChecked();

/** The rows of a downloaded CSV (BOM and header left out), cells split on ';'. */
async function downloaded(page: Page, press: () => Promise<void>): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), press()]);
  const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  return text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';'));
}

/**
 * The booking's resume form opened from a list. A writer's sheet then opens its draft and writes
 * its id in the URL: waited for, so the next navigation does not race the sheet's reload.
 */
async function opened(page: Page, number: string, isWriter = true) {
  const b = booked.get(number);
  const draft = isWriter ? '[1-9]\\d*' : '0';
  await page.waitForURL(new RegExp(`/new-booking/resume/${b?.bookingId}/${draft}/-?\\d+/\\d+/${b?.customerId}/3$`));
}

describe('the keys of the booking lists', () => {
  it('arrivals: the arrows select, F4 opens the row, F8 downloads its CSV, F3 a new booking (screenshot list-keys-arrivals)', async () => {
    scene();
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/booking-arrival-list');
    // The first screen of the run waits for the built UI's first load.
    await rowOf(page, 'Bernard').waitFor({ timeout: 30_000 });
    const places = await dataRows(page).evaluateAll((rows) =>
      rows.map((r) => r.querySelectorAll('td')[1]?.textContent),
    );
    expect(places).toEqual(['2', '17', '104', 'A10']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isSelected(page, 'Petit')).toBe(true);
    expect(await isSelected(page, 'Martin')).toBe(false);
    await screenshot(page, 'list-keys-arrivals');
    const csv = await downloaded(page, () => page.keyboard.press('F8'));
    expect(csv.map((r) => [r[0], r[2]])).toEqual([
      ['2', 'Martin Anne'],
      ['17', 'Petit Anne'],
      ['104', 'Bernard Anne'],
      ['A10', 'Durand Anne'],
    ]);
    await page.keyboard.press('F4');
    await opened(page, '17');
    await page.goto('/booking-arrival-list');
    await rowOf(page, 'Petit').waitFor();
    await expect.poll(() => isSelected(page, 'Petit')).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isSelected(page, 'Martin')).toBe(true);
    await page.keyboard.press('F3');
    await page.waitForURL('**/search-availability');
  });

  it('bookings: a click selects, Enter opens; F8 exports what the search found', async () => {
    const page = ctx.browser.page;
    await page.goto('/booking-list/0');
    const main = page.getByRole('main');
    await rowOf(page, 'R2026-0200').waitFor();
    await main.getByLabel('Recherche').fill('dur');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => dataRows(page).count()).toBe(1);
    const csv = await downloaded(page, () => main.getByRole('button', { name: 'Export CSV (F8)' }).click());
    expect(csv.map((r) => [r[0], r[2], r[6]])).toEqual([['R2026-0202', 'Durand Anne', 'A10']]);
    await rowOf(page, 'Durand').click();
    await expect.poll(() => isSelected(page, 'Durand')).toBe(true);
    await page.keyboard.press('Enter');
    await opened(page, 'A10');
  });

  it("occupants: F4 opens the selected occupant's booking", async () => {
    const page = ctx.browser.page;
    await page.goto('/occupancy-occupants-list');
    await rowOf(page, 'Bernard').waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isSelected(page, 'Martin')).toBe(true);
    await page.keyboard.press('F4');
    await opened(page, '2');
  });

  it('a reader: Consulter (F4) opens read only, no Créer and no export, F3 and F8 do nothing (screenshot list-keys-reader)', async () => {
    const admin = ctx.browser.page;
    await admin.goto('/home');
    const { id } = await ctx.site.addUser({ ...reader, name: 'Lecteur', isAdmin: false, isSysteme: false });
    await setRights(admin, id, [
      right('booking_booking_list', '001'),
      right('booking_arrival_list', '001'),
      right('booking_search_availability', '001'),
    ]);
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, reader, '/booking-arrival-list');
    const main = page.getByRole('main');
    await rowOf(page, 'Bernard').waitFor();
    expect(await main.getByRole('button', { name: 'Créer (F3)' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Export CSV (F8)' }).count()).toBe(0);
    const consult = main.getByRole('button', { name: 'Consulter (F4)' });
    expect(await consult.isDisabled()).toBe(true);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.keyboard.press('F3');
    await page.keyboard.press('F8');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isSelected(page, 'Martin')).toBe(true);
    expect(await consult.isDisabled()).toBe(false);
    await screenshot(page, 'list-keys-reader');
    expect(page.url()).toMatch(/\/booking-arrival-list$/);
    expect(downloads).toBe(0);
    await page.keyboard.press('F4');
    await opened(page, '2', false);
  });
});
