// The special-offer wizard in a real browser: on a site with a night grid, an offer is created
// step by step (a step refuses to move on with its error under the field, in French), saved with
// F12 from the summary, and the quote of a stay it covers drops by its reduction; the saved offer
// reopens on its summary, and the channel view shows what distribution channels receive.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { placeTypeBody } from '../support/fixtures';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { ShellPage } from './pages/ShellPage';
import { leaveDay } from './support/antd-inputs';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

/** A pitch type and a 2027 night grid on it: 20 € a night for two persons. */
async function pricedPitch(page: Page) {
  const tva = ctx.site.db.$client.prepare('SELECT id FROM tva_rates WHERE rate = 1000').get() as { id: number };
  const type = await apiPost<{ id: number }>(page, 'place/place-type/edit', {
    id: 0,
    ...placeTypeBody('Emplacement', { tvaId: tva.id }),
  });
  expect(type.status, JSON.stringify(type.json)).toBe(200);
  const grid = await apiPost<{ id: number }>(page, 'price/grid/edit', {
    id: 0,
    label: 'Saison 2027',
    priceModel: 1,
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    periods: [
      {
        label: 'Saison',
        startDate: '2027-04-01',
        endDate: '2027-09-30',
        prices: [{ placeTypeId: type.json.id, nightCents: 2000 }],
      },
    ],
  });
  expect(grid.status, JSON.stringify(grid.json)).toBe(200);
  return type.json.id;
}

async function quoteTotal(page: Page, placeTypeId: number) {
  const adult = ctx.site.db.$client.prepare('SELECT id FROM age_categories WHERE age_from = 18').get() as {
    id: number;
  };
  const q = await apiPost<{ totals: { totalCents: number } }>(page, 'price/quote', {
    placeTypeId,
    arrival: '2027-05-10',
    departure: '2027-05-14',
    bookingDate: '2027-02-01',
    occupants: [{ ageCategoryId: adult.id, count: 2 }],
  });
  expect(q.status, JSON.stringify(q.json)).toBe(200);
  return q.json.totals.totalCents;
}

async function choose(page: Page, detail: EntityDetailPage, label: string, option: string) {
  await detail.field(label).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

describe('special offers', () => {
  it('creates a 10 % offer through the wizard, and the quote of a stay it covers drops by 10 % (screenshots offer-wizard-*)', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/home');
    const placeTypeId = await pricedPitch(page);
    // Four nights × 20 €, two persons included, no tourist tax on this site.
    expect(await quoteTotal(page, placeTypeId)).toBe(8000);

    await page.goto('/special-offer/0');
    const detail = await new EntityDetailPage(page, 'Offre spéciale').isShown('Nouvelle');
    const next = detail.main.getByRole('button', { name: 'Suivant' });
    const currentStep = () => detail.main.locator('.ant-steps-item-process .ant-steps-item-title').innerText();
    /** « Suivant », then the step the user sees next. */
    const advanceTo = async (title: string) => {
      await next.click();
      await expect.poll(currentStep).toBe(title);
    };
    await choose(page, detail, "Type d'offre", 'Moins x pour cent');
    await advanceTo('Période');
    await leaveDay(detail.field('Réservable du'), '01/01/2027');
    await leaveDay(detail.field('au'), '31/03/2027');
    await advanceTo('Grilles tarifaires');
    // The grids step refuses to move on without a grid, under the field, in French.
    await next.click();
    await expect.poll(() => detail.fieldError('Grilles tarifaires')).toBe(errorMessage('OFFER_PRICE_GRID_REQUIRED'));
    expect(await currentStep()).toBe('Grilles tarifaires');
    await screenshot(page, 'offer-wizard-error');
    await choose(page, detail, 'Grilles tarifaires', 'Saison 2027');
    await detail.main.getByText('Grilles tarifaires', { exact: true }).first().click();
    await advanceTo("Période d'application");
    await leaveDay(detail.field('Séjours du'), '01/04/2027');
    await leaveDay(detail.field('au'), '30/06/2027');
    await advanceTo('Montant de la réduction');
    await detail.field('Réduction (%)').fill('10,00');
    for (const title of [
      'Application',
      'Nombre de personnes',
      'Acompte et frais de dossier',
      'Moyens de paiement',
      'Période de validité',
      'Libellés',
    ])
      await advanceTo(title);
    await detail.field('Libellé (Français)').fill('Printemps moins 10 %');
    await detail.field('Libellé (Anglais)').fill('Spring 10 % off');
    for (const title of ['Visibilité', 'Code promo', 'Récapitulatif']) await advanceTo(title);
    await detail.main.getByText('du 01/04/2027 au 30/06/2027', { exact: false }).waitFor();
    await detail.main.getByText('10,00 % de réduction').waitFor();
    await screenshot(page, 'offer-wizard-summary');
    await page.keyboard.press('F12');
    await page.waitForURL('**/special-offer-list');
    await page.getByRole('main').getByRole('cell', { name: 'Printemps moins 10 %' }).waitFor();

    // 8 000 cents less 10 %.
    expect(await quoteTotal(page, placeTypeId)).toBe(7200);

    const offer = ctx.site.db.$client.prepare('SELECT id FROM special_offers').get() as { id: number };
    await page.goto(`/special-offer/${offer.id}`);
    await detail.isShown('Printemps moins 10 %');
    await detail.main.getByText('10,00 % de réduction').waitFor();
    // An existing offer opens on its summary; a step opens by its title.
    await detail.main.getByRole('button', { name: 'Montant de la réduction' }).first().click();
    await expect.poll(() => detail.field('Réduction (%)').inputValue()).toBe('10,00');

    await page.goto(`/dmds-offer/${offer.id}`);
    await detail.main.getByText('Offre diffusée aux canaux — Printemps moins 10 %').waitFor();
    await detail.main.getByText('Spring 10 % off').waitFor();
    await screenshot(page, 'offer-channel');
  });

  it('a last-minute offer asks its unit and its days before arrival on the reduction step (screenshot offer-wizard-reduction); leaving a changed reduction asks first and drops it', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/home');
    const grid = ctx.site.db.$client.prepare('SELECT id FROM price_grids').get() as { id: number };
    const saved = await apiPost<{ id: number }>(page, 'price/special-offer/edit', {
      id: 0,
      type: 7,
      labels: { fr: 'Dernière minute' },
      offerStartDate: '2027-01-01',
      offerEndDate: '2027-09-30',
      stayStartDate: '2027-04-01',
      stayEndDate: '2027-09-30',
      gridIds: [grid.id],
      reduction: 1500,
      reductionUnit: 'percent',
      daysBeforeArrival: 7,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await page.goto(`/special-offer/${saved.json.id}`);
    const detail = await new EntityDetailPage(page, 'Offre spéciale').isShown('Dernière minute');
    await detail.main.getByText("15,00 % de réduction, réservé au plus 7 jours avant l'arrivée").waitFor();
    await detail.main.getByRole('button', { name: 'Montant de la réduction' }).first().click();
    await expect.poll(() => detail.field('Réduction (%)').inputValue()).toBe('15,00');
    await expect.poll(() => detail.field("Au plus tant de jours avant l'arrivée").inputValue()).toBe('7');
    await screenshot(page, 'offer-wizard-reduction');

    await detail.field('Réduction (%)').fill('20');
    await page.keyboard.press('Escape');
    const ask = new ShellPage(page).leaveQuestion;
    await ask.getByRole('button', { name: 'Quitter' }).click();
    await page.waitForURL('**/special-offer-list');
    const stored = ctx.site.db.$client.prepare('SELECT reduction FROM special_offers WHERE id = ?').get(saved.json.id);
    expect(stored).toEqual({ reduction: 1500 });
  });
});
