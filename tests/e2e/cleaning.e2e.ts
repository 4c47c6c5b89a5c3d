// Housekeeping in a real browser (business day pinned to 14 July 2026): the reception generates
// the day's tasks from the departures and assigns one; then, on a 375 × 812 phone, the housekeeper
// takes it, starts it and marks it done. Screenshots: cleaning-departures, cleaning-planning,
// cleaning-planning-phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertPlaces, insertStay } from '../support/cleaning-stays';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const day = '2026-07-14';
const ctx = withSiteAndBrowser({ today: day });
const lea = { login: 'lea', password: 'lea-menage' };

const storedState = (placeNumber: string) =>
  (
    ctx.site.db.$client
      .prepare('SELECT t.state FROM cleaning_tasks t JOIN places p ON p.id = t.place_id WHERE p.number = ?')
      .get(placeNumber) as { state: string } | undefined
  )?.state;

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

describe('cleaning', () => {
  it('the reception generates the tasks of the day’s departures and assigns one', async () => {
    const db = ctx.site.db;
    const [pitch, otherPitch] = insertPlaces(db, 'PITCH', 'Emplacement', ['A01', 'A02']);
    const [mobileHome] = insertPlaces(db, 'MOBILE_HOME', 'Mobil-home', ['M01']);
    insertStay(db, pitch, '2026-07-07', day, { lastName: 'Martin' });
    insertStay(db, otherPitch, '2026-07-10', day, { lastName: 'Durand' });
    insertStay(db, otherPitch, day, '2026-07-21', { lastName: 'Petit' });
    insertStay(db, mobileHome, '2026-07-07', day, { lastName: 'Bernard' });
    const { id } = await ctx.site.addUser({ ...lea, name: 'Léa Ménage' });

    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/booking-departure-cleanning');
    await setRights(page, id, [right('booking_cleaning_planning', '011')]);
    const shell = new ShellPage(page);
    await shell.main.getByText('Ménage des départs du 14/07/2026').waitFor();
    await shell.main.getByRole('button', { name: 'Générer les tâches (3)' }).click();
    await shell.seeToast('Modification enregistrée');
    const rows = shell.main.getByRole('row');
    await rows.filter({ hasText: 'M01' }).getByText('Ménage').waitFor();
    await choose(page, 'Attribuer M01', 'Léa Ménage');
    await shell.seeToast('Modification enregistrée');
    await rows.filter({ hasText: 'M01' }).getByText('Léa Ménage').waitFor();
    await rows.filter({ hasText: 'A02' }).getByText('Inter (rotation)').waitFor();
    await screenshot(page, 'cleaning-departures');
    expect(storedState('M01')).toBe('TODO');
    await page.goto('/cleanning-planning');
    await shell.main.getByRole('article', { name: 'Tâche M01' }).getByText('À faire').waitFor();
    await screenshot(page, 'cleaning-planning');
  });

  it('on a phone, the housekeeper takes her task, starts it and marks it done', async () => {
    const page = await ctx.browser.fresh();
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await signInThroughApi(page, lea, '/cleanning-planning');
      const card = page.getByRole('article', { name: 'Tâche M01' });
      await card.waitFor();
      for (const [button, state] of [
        ['Prendre', 'Prise'],
        ['Commencer', 'En cours'],
        ['Terminer', 'Terminée'],
      ]) {
        await card.getByRole('button', { name: button }).click();
        await card.getByText(state, { exact: true }).waitFor();
      }
      await card.getByText(/Terminée le .* par Léa Ménage/).waitFor();
      expect(storedState('M01')).toBe('DONE');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await screenshot(page, 'cleaning-planning-phone');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
