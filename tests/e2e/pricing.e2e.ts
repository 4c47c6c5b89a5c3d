// The price grid screens in a real browser: a grid built in the matrix (two periods, one place
// type, the keyboard moving between cells, a period's prices copied to the next), saved with F12,
// then a stay priced in the simulator to the hand-computed total; the period, option, version and
// list screens of the spec's paths open on it.

import { beforeAll, describe, expect, it } from 'vitest';
import { functionalityForPath } from '../../service/domains/security/functionalities';
import { errorMessage } from '../../service/errors/catalogue';
import { placeTypeBody } from '../support/fixtures';
import { ShellPage } from './pages/ShellPage';
import { leaveDay } from './support/antd-inputs';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

const specPaths = [
  '/price/grid-list',
  '/price/grid/:priceGridId/:priceGridModeleId/:placeTypeId/:historyVersion',
  '/price/period/:priceGridPeriodId/grid/:priceGridId/:historyVersion',
  '/price/option/:priceGridOptionId/grid/:priceGridId/:historyVersion',
];

let gridId = 0;

let pitchId = 0;

async function createPitchType() {
  const page = ctx.browser.page;
  const rates = (await (await page.request.get('/rest/reference/tva')).json()) as { id: number; rate: number }[];
  const { status, json } = await apiPost<{ id: number }>(page, 'place/place-type/edit', {
    id: 0,
    ...placeTypeBody('Emplacement nu', { tvaId: rates.find((r) => r.rate === 1000)?.id ?? 0 }),
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.id;
}

describe('price grids', () => {
  beforeAll(() => {
    // Leaving a grid with changes asks the browser's own question when the page itself goes: the tests answer it.
    ctx.browser.page.on('dialog', (dialog) => void dialog.accept());
  });

  it('the four spec paths belong to the price grid functionality', () => {
    for (const path of specPaths) expect(functionalityForPath(path)?.code, path).toBe('extra_pricing_price_grid_list');
  });

  it('builds a grid in the matrix: two periods, one place type, keyboard and copy; F12 saves (screenshot price-grid-matrix)', async () => {
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/home');
    pitchId = await createPitchType();
    await page.goto(`/price/grid/0/0/${pitchId}/0`);
    await page.getByText('Grille tarifaire — nouvelle').waitFor();
    await page.getByLabel(/^(\* )?Libellé$/).fill('Été 2027');
    const addPeriod = page.getByRole('button', { name: 'Ajouter une période' });
    await addPeriod.click();
    await addPeriod.click();
    await page.getByLabel('Libellé période 1', { exact: true }).fill('Basse saison');
    await leaveDay(page.getByLabel('Début période 1'), '01/04/2027');
    await leaveDay(page.getByLabel('Fin période 1'), '30/06/2027');
    await page.getByLabel('Libellé période 2', { exact: true }).fill('Haute saison');
    await leaveDay(page.getByLabel('Début période 2'), '01/07/2027');
    await leaveDay(page.getByLabel('Fin période 2'), '31/08/2027');

    // Typing replaces the cell; the copy action carries it to the next period; Enter moves down.
    const low = page.getByLabel('Emplacement nu Nuit 1');
    const high = page.getByLabel('Emplacement nu Nuit 2');
    await low.click();
    await page.keyboard.type('20');
    await page.getByRole('button', { name: 'Copier la période 1' }).click();
    await expect.poll(() => high.inputValue()).toBe('20,00');
    await low.click();
    await page.keyboard.press('Enter');
    await expect.poll(() => high.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('35');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => low.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('F12');
    await page.waitForURL(/\/price\/grid\/[1-9]\d*\/0\/\d+\/0$/);
    gridId = Number(/\/price\/grid\/(\d+)\//.exec(page.url())?.[1]);
    expect(gridId).toBeGreaterThan(0);
    await page.getByText('Grille tarifaire — Été 2027').waitFor();
    await expect.poll(() => page.getByLabel('Emplacement nu Nuit 2').inputValue()).toBe('35,00');
    expect(await new ShellPage(page).toastTexts()).not.toContainEqual(expect.stringMatching(/erreur/i));
    await screenshot(page, 'price-grid-matrix');
  });

  it('refuses a blank label under its field and overlapping periods under their cells (screenshot price-grid-errors)', async () => {
    const page = ctx.browser.page;
    // A blank label is refused under the header field, a blank period label under its cell.
    const label = page.getByLabel(/^(\* )?Libellé$/);
    await label.fill('');
    await page.getByLabel('Libellé période 2', { exact: true }).fill('');
    await page.keyboard.press('F12');
    await expect.poll(() => page.getByText(errorMessage('REQUIRED')).count()).toBe(2);
    await label.fill('Été 2027');
    await page.getByLabel('Libellé période 2', { exact: true }).fill('Haute saison');
    await expect.poll(() => page.getByText(errorMessage('REQUIRED')).count()).toBe(0);
    await leaveDay(page.getByLabel('Début période 2'), '15/06/2027');
    await page.getByRole('button', { name: 'Valider (F12)' }).click();
    await page.getByText(errorMessage('OVERLAPPING_PERIODS')).first().waitFor();
    await screenshot(page, 'price-grid-errors');
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await expect.poll(() => page.getByLabel('Début période 2').inputValue()).toBe('01/07/2027');
  });

  it('prices three nights across the periods in the simulator: 2 × 20 € + 35 € = 75 € (screenshot price-simulator)', async () => {
    const page = ctx.browser.page;
    await page.getByRole('button', { name: 'Simulateur' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel("Type d'hébergement").click();
    await page.locator('.ant-select-item-option', { hasText: 'Emplacement nu' }).click();
    await leaveDay(drawer.getByLabel('Arrivée'), '29/06/2027');
    await leaveDay(drawer.getByLabel('Départ'), '02/07/2027');
    await drawer.getByLabel('Adulte', { exact: true }).fill('2');
    await drawer.getByRole('button', { name: 'Calculer le prix' }).click();
    await drawer.locator('.quote-total').waitFor();
    expect(await drawer.locator('.quote-total').innerText()).toMatch(/^75,00\s?€$/);
    expect(await drawer.locator('.price-quote .ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'price-simulator');
  });

  it('sets an occupant price by age category and period (screenshot price-grid-occupants)', async () => {
    const page = ctx.browser.page;
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    await page.getByLabel('Adulte période 2').fill('8');
    await screenshot(page, 'price-grid-occupants');
    await page.keyboard.press('F12');
    await page.getByText('Version 2 (courante)').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    await expect.poll(() => page.getByLabel('Adulte période 2').inputValue()).toBe('8,00');
  });

  it('Occupant price mode 2: night slices first to sixth, edited per period and kept on save', async () => {
    const page = ctx.browser.page;
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    const adult = page.getByRole('row').filter({ has: page.getByLabel('Adulte période 2') });
    await adult.locator('.ant-select').click();
    // antd draws its options twice: a hidden accessible list and the visible virtual list.
    await page.locator('.ant-select-item-option', { hasText: 'par tranches de nuits' }).click();
    const slicesOfPeriod2 = page
      .getByRole('cell')
      .filter({ has: page.getByLabel('Adulte période 2') })
      .getByRole('button', { name: 'Tranches' });
    await slicesOfPeriod2.click();
    await page.getByLabel('Adulte période 2 1re nuit').fill('12');
    await page.getByLabel('Adulte période 2 2e nuit').fill('10');
    await screenshot(page, 'price-grid-slices');
    await page.keyboard.press('F12');
    await page.getByText('Version 3 (courante)').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    await slicesOfPeriod2.click();
    await expect.poll(() => page.getByLabel('Adulte période 2 2e nuit').inputValue()).toBe('10,00');
  });

  it('Esc on a grid whose price was changed asks before dropping it; « Rester » keeps it, « Quitter » leaves', async () => {
    const page = ctx.browser.page;
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    const adult = page.getByLabel('Adulte période 2');
    await expect.poll(() => adult.inputValue()).not.toBe('');
    // Untouched, the grid leaves at once.
    await page.keyboard.press('Escape');
    await page.waitForURL('**/price/grid-list');
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await page.getByRole('tab', { name: 'Prix par occupant' }).click();
    await adult.fill('9');
    await page.keyboard.press('Escape');
    const ask = new ShellPage(page).leaveQuestion;
    await ask.getByRole('button', { name: 'Rester' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => adult.inputValue()).toBe('9,00');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Quitter' }).click();
    await page.waitForURL('**/price/grid-list');
  });

  it('opens the period, option, version and list screens of the grid', async () => {
    const page = ctx.browser.page;
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await page.getByRole('button', { name: 'Détail de la période 1' }).click();
    await page.waitForURL(/\/price\/period\/\d+\/grid\/\d+\/0$/);
    await page.getByText('Été 2027 — période « Basse saison »').waitFor();
    // Saving the period makes version 2; the period comes back under its new id.
    await page.getByLabel('Libellé').fill('Avant-saison');
    const before = page.url();
    await page.keyboard.press('F12');
    await page.waitForURL((url) => url.toString() !== before);
    await page.getByText('Été 2027 — période « Avant-saison »').waitFor();

    // A new option (rank 0) saved with the grid comes back as the grid's first option.
    const rates = (await (await page.request.get('/rest/reference/tva')).json()) as { id: number; rate: number }[];
    const extra = await apiPost<{ id: number }>(page, 'extra/extra/edit', {
      id: 0,
      label: 'Électricité',
      tvaId: rates.find((r) => r.rate === 2000)?.id,
      priceCents: 500,
      pricingMode: 'night',
    });
    expect(extra.status, JSON.stringify(extra.json)).toBe(200);
    await page.goto(`/price/option/0/grid/${gridId}/0`);
    await page.getByText('Été 2027 — option').waitFor();
    await page.getByLabel('Élément').click();
    await page.locator('.ant-select-item-option', { hasText: 'Électricité' }).click();
    await page.getByLabel('Taux de TVA').click();
    await page.locator('.ant-select-item-option', { hasText: '20' }).first().click();
    await page.getByLabel('Prix TTC').fill('4,50');
    // Included in the price of the place types picked beside « Inclus », among those the grid prices.
    expect(await page.getByLabel("Inclus pour les types d'emplacement").isDisabled()).toBe(true);
    await page.getByText('Inclus dans le prix').click();
    await page.getByLabel("Inclus pour les types d'emplacement").click();
    await page.locator('.ant-select-item-option', { hasText: 'Emplacement nu' }).click();
    await page.getByText('Été 2027 — option').click();
    await screenshot(page, 'price-grid-option-included');
    await page.keyboard.press('F12');
    await page.waitForURL(/\/price\/option\/1\/grid\/\d+\/0$/);
    await page.goto(`/price/grid/${gridId}/0/0/0`);
    await page.getByRole('tab', { name: 'Options (1)' }).click();
    await page.getByRole('cell', { name: 'Électricité' }).waitFor();
    await page.getByRole('cell', { name: 'Emplacement nu', exact: true }).waitFor();
    await screenshot(page, 'price-grid-options');
    const saved = await (await page.request.get(`/rest/price/grid/edit/${gridId}`)).json();
    expect(saved.options[0]).toMatchObject({ isIncluded: true, includedPlaceTypeIds: [pitchId] });

    await page.goto(`/price/grid/${gridId}/0/0/1`);
    await page.getByText('Version 1 enregistrée, en lecture seule (version courante : 5).').waitFor();
    await expect.poll(() => page.getByLabel('Libellé période 1', { exact: true }).inputValue()).toBe('Basse saison');
    expect(await page.getByLabel('Libellé période 1', { exact: true }).isDisabled()).toBe(true);

    // A new grid copied from this one (priceGridModeleId), only the pitch's column (placeTypeId).
    await page.goto(`/price/grid/0/${gridId}/${pitchId}/0`);
    await expect.poll(() => page.getByLabel(/^(\* )?Libellé$/).inputValue()).toBe('Été 2027 (copie)');
    await expect.poll(() => page.getByLabel('Emplacement nu Nuit 2').inputValue()).toBe('35,00');

    await page.goto('/price/grid-list');
    await page.getByRole('cell', { name: 'Été 2027' }).waitFor();
  });

  it('Overlap warning: a second active public grid pricing the pitch in July names « Été 2027 » and the shared nights (screenshot price-grid-overlap)', async () => {
    const page = ctx.browser.page;
    const july = await apiPost<{ id: number }>(page, 'price/grid/edit', {
      id: 0,
      label: 'Juillet 2027',
      priceModel: 1,
      includedPersons: 2,
      minPersons: 1,
      maxPersons: 6,
      bookingFeeCents: 0,
      order: 9,
      periods: [
        {
          label: 'Juillet',
          startDate: '2027-07-01',
          endDate: '2027-07-31',
          duration: 31,
          prices: [{ placeTypeId: pitchId, nightCents: 4000, occupants: [] }],
        },
      ],
    });
    expect(july.status, JSON.stringify(july.json)).toBe(200);
    await page.goto(`/price/grid/${july.json.id}/0/0/0`);
    await page
      .getByText(
        'Attention : la grille « Été 2027 », active et de mêmes partenaires, tarifie aussi Emplacement nu du ' +
          '01/07/2027 au 31/07/2027 : ces nuits sont tarifées par « Été 2027 », la première dans ' +
          "l'ordre des grilles.",
      )
      .waitFor();
    await screenshot(page, 'price-grid-overlap');
  });
});
