// The forms a new site is set up with, in a real browser: an empty select shows its placeholder,
// never a raw « 0 » (a new place's type, a new tax's type); a tax's most nights taxed left empty
// is « sans limite »; a grid's options filled from the extras with « Ajouter les suppléments ».
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { ShellPage } from './pages/ShellPage';
import { leaveDay } from './support/antd-inputs';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function signedIn(path: string) {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, path);
  return page;
}

/** The form item of a field, by its label: what the user sees in it. */
const formItem = (page: Page, label: string): Locator =>
  page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });

async function showsPlaceholder(page: Page, label: string, placeholder = 'Choisir…') {
  const item = formItem(page, label);
  await item.getByText(placeholder, { exact: true }).waitFor();
  expect(await item.innerText()).not.toMatch(/(^|\n)0(\n|$)/);
}

const rowsOf = <T>(sql: string, ...params: unknown[]) => ctx.site.db.$client.prepare(sql).all(...params) as T[];

describe('empty selects on new records', () => {
  it('a new place shows « Choisir… » in its type, not « 0 » (screenshot place-new-placeholder)', async () => {
    const page = await signedIn('/place/general/0');
    await showsPlaceholder(page, "Type d'hébergement");
    await screenshot(page, 'place-new-placeholder');
  });

  it('a new tourist tax shows « Choisir… » in its type and « Sans limite » in its nights; saved empty, it taxes every night (screenshot tax-new-placeholder)', async () => {
    const page = await signedIn('/tax/0');
    const detail = await new EntityDetailPage(page, 'Taxes de séjour').isShown('nouveau');
    await showsPlaceholder(page, 'Type de taxe');
    await formItem(page, 'Nombre de nuits taxées au plus').getByPlaceholder('Sans limite').waitFor();
    expect(await detail.field('Nombre de nuits taxées au plus').inputValue()).toBe('');
    await screenshot(page, 'tax-new-placeholder');
    // Saved without a type: refused under the field, in French.
    await detail.field('Libellé').fill('Taxe de séjour 2026');
    await detail.validateButton.click();
    await expect.poll(() => detail.fieldError('Type de taxe')).not.toBe('');
    await detail.field('Type de taxe').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Taxe de séjour"]').click();
    await page.getByRole('button', { name: 'Ajouter une période' }).click();
    const starts = page.getByRole('textbox', { name: 'Du' });
    const ends = page.getByRole('textbox', { name: 'Au' });
    await leaveDay(starts.first(), '01/01/2026');
    await leaveDay(ends.first(), '31/12/2026');
    await page.getByRole('textbox', { name: 'Prix' }).first().fill('0,66');
    await detail.validateButton.click();
    await new ShellPage(page).toast('Modification enregistrée').waitFor();
    expect(rowsOf("SELECT night_count AS nightCount FROM taxes WHERE label = 'Taxe de séjour 2026'")).toEqual([
      { nightCount: null },
    ]);
  });
});

describe('a grid filled from the extras', () => {
  it('« Ajouter les suppléments » adds each active extra the grid lacks at its catalogue price (screenshot price-grid-options-filled)', async () => {
    const page = await signedIn('/home');
    const [tva] = await page.evaluate(async () => (await fetch('/rest/reference/tva')).json());
    const post = async (path: string, body: Record<string, unknown>) => {
      const { status, json } = await apiPost<{ id: number }>(page, path, { id: 0, ...body });
      expect(status, JSON.stringify(json)).toBe(200);
      return json.id;
    };
    const bbq = await post('extra/extra/edit', {
      label: 'Barbecue',
      tvaId: tva.id,
      priceCents: 1200,
      pricingMode: 'stay',
    });
    const power = await post('extra/extra/edit', {
      label: 'Électricité 6 A',
      tvaId: tva.id,
      priceCents: 450,
      pricingMode: 'night',
    });
    const pitch = await post('place/place-type/edit', {
      label: 'Emplacement',
      shortCode: 'EMP',
      kind: 'PITCH',
      capacity: 6,
      minPersons: 1,
      maxPersons: 6,
      beds: 0,
      bedrooms: 0,
      inseeType: 'BARE_PITCH',
      tvaId: tva.id,
    });
    const gridId = await post('price/grid/edit', {
      label: 'Été 2026',
      priceModel: 1,
      includedPersons: 2,
      minPersons: 1,
      maxPersons: 6,
      periods: [
        {
          label: 'Saison',
          startDate: '2026-04-01',
          endDate: '2026-09-30',
          prices: [{ placeTypeId: pitch, nightCents: 2000, occupants: [] }],
        },
      ],
      options: [],
    });
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    // The grid screen's chunk and the grid load first (a slow machine takes its time).
    await page.getByText('Grille tarifaire — Été 2026').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Options (0)' }).click();
    await page.getByRole('button', { name: 'Ajouter les suppléments' }).click();
    await page.getByRole('tab', { name: 'Options (2)' }).waitFor();
    const options = page.getByRole('tabpanel');
    await options.getByText('Électricité 6 A').waitFor();
    await options.getByText('Barbecue').waitFor();
    await screenshot(page, 'price-grid-options-filled');
    expect(
      rowsOf('SELECT ref_id AS refId, cents, pricing FROM price_grid_options WHERE grid_id = ? ORDER BY id', gridId),
    ).toEqual([
      { refId: bbq, cents: 1200, pricing: 'stay' },
      { refId: power, cents: 450, pricing: 'night' },
    ]);
  });
});
