// Internet bookings in a real browser: an administrator generates a channel key from the import
// list (shown once), the channel posts a booking with it, the booking appears in the list, is
// accepted and integrated from its detail, which then links to the created booking.
import { describe, expect, it } from 'vitest';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

/** Answers yes to the confirmation titled `title`. */
async function confirm(title: string) {
  const dialog = ctx.browser.page.getByRole('dialog').filter({ hasText: title });
  await dialog.getByRole('button', { name: 'Confirmer', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('internet booking imports', () => {
  it('a booking posted with the channel key appears, is accepted and integrated (screenshots booking-import-*)', async () => {
    const page = ctx.browser.page;
    await signInThroughApi(page, adminLogin, '/booking-import-list');
    const shell = new ShellPage(page);
    const { json: place } = await apiPost<{ id: number }>(page, 'place/place-type/edit', {
      id: 0,
      label: 'Emplacement',
      shortCode: 'EMP',
      kind: 'PITCH',
      capacity: 6,
      minPersons: 1,
      maxPersons: 6,
      beds: 0,
      bedrooms: 0,
      inseeType: 'BARE_PITCH',
    });
    const { json: pitch } = await apiPost<{ id: number }>(page, 'place/place/edit', {
      id: 0,
      number: '12',
      typeId: place.id,
      capacity: 6,
    });

    // The key, generated from the list's drawer, is shown once.
    await page.getByRole('button', { name: "Clés d'API" }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Canal').click();
    await page.getByTitle('Site internet').click();
    await drawer.getByLabel('Libellé').fill('Site du camping');
    await drawer.getByRole('button', { name: 'Générer une clé' }).click();
    const key = (await page.getByTestId('new-api-key').innerText()).trim();
    expect(key).toMatch(/^bvk_/);
    await screenshot(page, 'booking-import-keys');
    await drawer.getByRole('button', { name: /^(Close|Fermer)$/ }).click();

    // The channel's call: no session, its key in X-Api-Key.
    const res = await fetch(`${ctx.site.baseURL}/rest/booking/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Api-Key': key },
      body: JSON.stringify({
        reference: 'WEB-2027-0042',
        customer: { civility: 'MME', firstName: 'Anne', lastName: 'Durand', email: 'anne@example.fr', country: 'FR' },
        stay: { placeId: pitch.id, arrival: '2027-07-10', departure: '2027-07-17', equipment: 'TENT' },
        occupants: [{ category: 'adult' }, { category: 'child', firstName: 'Léo' }],
        amountCents: 0,
        paidCents: 0,
        comment: 'Arrivée vers 20 h',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    await page.reload();
    const row = page.getByRole('row', { name: /WEB-2027-0042/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('En attente');
    await screenshot(page, 'booking-import-list');

    await row.click();
    await page.getByText('Réservation importée WEB-2027-0042 — Site internet').waitFor();
    await page.getByRole('button', { name: 'Accepter' }).click();
    await confirm('Accepter cette réservation ?');
    await shell.seeToast('Modification enregistrée');
    await page.getByRole('button', { name: 'Intégrer' }).waitFor();
    await screenshot(page, 'booking-import-detail');
  });
});
