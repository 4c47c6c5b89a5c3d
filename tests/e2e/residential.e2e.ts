// Residential set-up in a real browser: a parcel type's annual rents are added from its detail
// (the period screen takes the parcel type from its URL and comes back to it), a partial month is
// refused under the field; a reading typed for a place without meter is refused.
// Screenshots: parcel-type, meter-reading-form.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { EntityDetailPage } from './pages/EntityDetailPage';
import { EntityListPage } from './pages/EntityListPage';
import { ShellPage } from './pages/ShellPage';
import { leaveDay } from './support/antd-inputs';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

describe('parcel types', () => {
  it('adds an annual rent from the parcel type, refusing dates that are not whole months', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/home');
    const { json } = await apiPost<{ id: number }>(page, 'residential/parcel-type/edit', {
      id: 0,
      label: 'Parcelle 120 m²',
      surface: 120,
    });
    await page.goto(`/parcel-type/${json.id}`);
    const parcel = await new EntityDetailPage(page, 'Types de parcelle').isShown('Parcelle 120 m²');
    await parcel.main.getByRole('button', { name: 'Ajouter' }).click();
    await page.waitForURL(`**/parcel-type-price-period/${json.id}/0`);
    const period = await new EntityDetailPage(page, 'Loyer du type de parcelle').isShown('nouveau');
    await period.field('Date de début').fill('15/01/2027');
    await period.field('Date de fin').fill('31/12/2027');
    await period.field('Loyer annuel').fill('2 500,00');
    await period.validateButton.click();
    expect(await period.fieldError('Date de fin')).toBe(errorMessage('WHOLE_YEARS_OR_MONTHS'));
    await leaveDay(period.field('Date de début'), '01/01/2027');
    await period.validateButton.click();
    await new ShellPage(page).seeToast('Modification enregistrée');
    await page.waitForURL(`**/parcel-type/${json.id}`);
    await parcel.main.getByRole('row').filter({ hasText: '2 500,00' }).waitFor();
    await screenshot(page, 'parcel-type');
  });
});

describe('meter readings', () => {
  it('the reading form says when the place has no meter', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/home');
    await apiPost(page, 'meter/meter-type/edit', { id: 0, label: 'Électricité', unit: 'kWh', tvaId: 1 });
    await page.goto('/meter-reading-form');
    const form = new EntityDetailPage(page, "Saisie d'un relevé");
    await form.field('Type de compteur').fill('Électricité');
    await form.field('Type de compteur').press('Enter');
    await form.field('Place (identifiant)').fill('7');
    await leaveDay(form.field('Date du relevé'), '22/11/2026');
    await form.field('Index relevé').fill('1200');
    await form.main.getByRole('button', { name: 'Valider' }).click();
    await page.getByText(errorMessage('METER_NOT_FOUND_FOR_PLACE')).first().waitFor();
    await screenshot(page, 'meter-reading-form');
  });

  it('lists the readings with their meter, filtered by place', async () => {
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, adminLogin, '/home');
    const type = await apiPost<{ id: number }>(page, 'meter/meter-type/edit', {
      id: 0,
      label: 'Eau',
      unit: 'm³',
      tvaId: 1,
    });
    const placeType = await apiPost<{ id: number }>(page, 'place/place-type/edit', {
      id: 0,
      label: 'Parcelle',
      shortCode: 'PAR',
      kind: 'PARCEL',
      capacity: 6,
      minPersons: 1,
      maxPersons: 6,
      beds: 0,
      bedrooms: 0,
      inseeType: 'RESIDENTIAL',
      tvaId: 1,
    });
    const placeIds: number[] = [];
    for (const number of ['R3', 'R4']) {
      const place = await apiPost<{ id: number }>(page, 'place/place/edit', {
        id: 0,
        number,
        typeId: placeType.json.id,
        capacity: 6,
      });
      placeIds.push(place.json.id);
    }
    await apiPost(page, 'meter/meter/create-for-places', {
      meterTypeId: type.json.id,
      placeIds,
      numberPrefix: 'EAU-',
    });
    for (const [placeId, quantity] of [
      [placeIds[0], 120],
      [placeIds[1], 80],
    ]) {
      const res = await apiPost(page, 'meter/reading/for-place', {
        meterTypeId: type.json.id,
        placeId,
        readingDate: '2026-11-01',
        quantity,
      });
      expect(res.status).toBe(200);
    }
    const [first, second] = placeIds.map((id) => `EAU-${id} (place ${id})`);
    const list = await new EntityListPage(page, '/meter-reading-list', 'Relevés de compteurs').goto();
    await list.row(first).waitFor();
    await list.filters.getByLabel('Place').fill(String(placeIds[1]));
    await list.filters.getByRole('button', { name: 'Rechercher' }).click();
    await list.row(first).waitFor({ state: 'detached' });
    await list.row(second).waitFor();
    expect(await list.openButton.count()).toBe(0);
    await screenshot(page, 'meter-reading-list');
    await list.filters.getByLabel('Du').fill('02/11/2026');
    await list.filters.getByLabel('Du').press('Enter');
    await list.filters.getByRole('button', { name: 'Rechercher' }).click();
    await list.row(second).waitFor({ state: 'detached' });
  });
});
