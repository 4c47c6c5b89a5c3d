// "A date must lie within the activity period" in a real browser, on a site open April–September
// 2026 (today pinned to 20/09/2026): the availability search for October answers the stay closed
// with no « Réserver », naming the season and linking to its screen; the planning hatches the
// closed days, titled, and a drag over them opens no sheet; the sheet's calendars grey them.
// Screenshots: activity-periods-search, activity-periods-planning(-drag), activity-periods-sheet.
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookingSite, bookingSite, ok } from '../support/booking-site';
import { PlanningPage } from './pages/PlanningPage';
import { typeDay } from './support/antd-inputs';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-09-20' });
let site: BookingSite;

describe('activity periods on the screens', () => {
  beforeAll(async () => {
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/home');
    const client = pageClient(page);
    site = await bookingSite(client, 3);
    // The booking site is open April–October: close it at the end of September.
    const { id } = ctx.site.db.$client.prepare('SELECT id FROM activity_periods').get() as { id: number };
    await ok(
      await client.post('/rest/admin/activity-period/edit', {
        id,
        label: 'Saison 2026',
        startDate: '2026-04-01',
        endDate: '2026-09-30',
      }),
    );
  });

  it('"a date must lie within the activity period": the search for October shows the stay closed, with no place to book', async () => {
    const page = ctx.browser.page;
    await page.goto('/search-availability');
    await typeDay(page, 'Arrivée', '03/10/2026');
    await typeDay(page, 'Départ', '10/10/2026');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const notice = page.getByRole('status', { name: 'Séjour fermé' });
    await notice.getByText("Fermé : Aucune période d'activité n'est définie pour ces dates").waitFor();
    await notice.getByText('les nuits du 03/10/2026 au 09/10/2026', { exact: false }).waitFor();
    await notice.getByText('Saison 2026 du 01/04/2026 au 30/09/2026', { exact: false }).waitFor();
    expect(await notice.getByRole('link', { name: "Périodes d'activité" }).getAttribute('href')).toBe(
      '/admin/activity-period-list',
    );
    await page.getByText('0 place(s) libre(s)', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /Réserver/ }).count()).toBe(0);
    await screenshot(page, 'activity-periods-search');

    // In the season, the same search offers the places.
    await typeDay(page, 'Arrivée', '22/09/2026');
    await typeDay(page, 'Départ', '26/09/2026');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByText(`${site.places.length} place(s) libre(s)`, { exact: false }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('"a date must lie within the activity period": the planning hatches the closed days and a drag over them books nothing; the sheet greys them', async () => {
    const page = ctx.browser.page;
    const planning = await new PlanningPage(page).goto('?start=2026-09-20&days=21');
    const closedTitle = "Fermé : hors des périodes d'activité";
    // The hatched block over the rows, from the first closed night, and the header's closed days.
    const block = planning.grid.locator('[data-closed="2026-10-01"]');
    await block.waitFor();
    expect(await block.getAttribute('title')).toBe(closedTitle);
    const headerDays = page.locator('[data-closed="true"]');
    await headerDays.first().waitFor();
    expect(await headerDays.first().getAttribute('title')).toBe(closedTitle);
    expect(await headerDays.first().innerText()).toMatch(/\b1$/);
    await screenshot(page, 'activity-periods-planning');
    await planning.drag(await planning.cell('1', '2026-09-29'), await planning.cell('1', '2026-10-02'));
    await page.getByText("Fermé : Aucune période d'activité n'est définie pour ces dates").waitFor();
    expect(new URL(page.url()).pathname).toBe('/planning');
    await screenshot(page, 'activity-periods-planning-drag');
    // Inside the season a drag still opens the sheet.
    await planning.drag(await planning.cell('1', '2026-09-24'), await planning.cell('1', '2026-09-26'));
    await page.waitForURL('**/new-booking/**');
    expect(new URL(page.url()).searchParams.get('endDate')).toBe('2026-09-27');
    // The sheet's calendar greys the closed days: no arrival on 1 October, a departure on it is fine.
    const arrival = page.getByLabel('Arrivée 1', { exact: true });
    await expect.poll(() => arrival.inputValue()).toBe('24/09/2026');
    await page.waitForLoadState('networkidle');
    await arrival.click();
    const arrivalPanel = page.locator('.ant-picker-dropdown:visible');
    await arrivalPanel.locator('td[title="2026-10-01"]').waitFor();
    expect(await arrivalPanel.locator('td[title="2026-10-01"]').getAttribute('class')).toContain(
      'ant-picker-cell-disabled',
    );
    expect(await arrivalPanel.locator('td[title="2026-09-30"]').getAttribute('class')).not.toContain(
      'ant-picker-cell-disabled',
    );
    await screenshot(page, 'activity-periods-sheet');
    // (Esc would ask to quit the sheet: the other calendar is opened instead.)
    await page.getByLabel('Départ 1', { exact: true }).click();
    // The arrival's calendar may still be closing: wait for the departure's alone, whose 1 October
    // (a departure day of the last open night) is offered.
    const departurePanel = page.locator('.ant-picker-dropdown:visible');
    const departureShown = async () =>
      (await departurePanel.count()) === 1 &&
      !(await departurePanel.locator('td[title="2026-10-01"]').getAttribute('class'))?.includes('cell-disabled');
    await expect.poll(departureShown).toBe(true);
    expect(await departurePanel.locator('td[title="2026-10-02"]').getAttribute('class')).toContain(
      'ant-picker-cell-disabled',
    );
  });
});
