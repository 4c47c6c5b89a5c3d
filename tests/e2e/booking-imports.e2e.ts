// Internet bookings in a real browser: an administrator generates a channel key from the import
// list (shown once), the channel posts a booking with it, the booking appears in the list, is
// accepted and integrated from its detail, which then links to the created booking.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { ShellPage } from './pages/ShellPage';
import { apiPost, screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

/** The signed-in page as the API client of the shared site builders (same cookies, XSRF header). */
function pageClient(page: Page): Client {
  const answer = (status: number, json: unknown) => new Response(JSON.stringify(json), { status });
  const client: Client = {
    cookies: new Map(),
    async get(path) {
      const res = await page.request.get(path);
      return answer(res.status(), await res.json());
    },
    async post(path, body) {
      const { status, json } = await apiPost(page, path.replace(/^\/rest\//, ''), body ?? {});
      return answer(status, json);
    },
    request: () => Promise.reject(new Error('not used')),
  };
  return client;
}

/** What the site's grid charges the imported stay: a real booking of the same stay, then deleted. */
async function sitePrice(page: Page, site: BookingSite): Promise<number> {
  const client = pageClient(page);
  const { item } = await ok(
    await client.post('/rest/booking/booking/edit', bookingBody(site, { placeId: site.places[2] })),
  );
  await ok(await client.post(`/rest/booking/booking/${item.id}/delete`, { reason: 'prix de référence' }));
  return item.totalCents;
}

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
    const site = await bookingSite(pageClient(page), 3);
    const price = await sitePrice(page, site);

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
        reference: 'WEB-2026-0042',
        customer: { civility: 'MME', firstName: 'Anne', lastName: 'Durand', email: 'anne@example.fr', country: 'FR' },
        stay: { placeId: site.places[0], arrival: '2026-07-10', departure: '2026-07-14', equipment: 'TENT' },
        occupants: [
          { category: 'adult', firstName: 'Anne' },
          { category: 'adult', firstName: 'Marc' },
        ],
        amountCents: price,
        paidCents: 3000,
        comment: 'Arrivée vers 20 h',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    await page.reload();
    const row = page.getByRole('row', { name: /WEB-2026-0042/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('En attente');
    await screenshot(page, 'booking-import-list');

    await row.click();
    await page.getByText('Réservation importée WEB-2026-0042 — Site internet').waitFor();
    await page.getByRole('button', { name: 'Accepter' }).click();
    await confirm('Accepter cette réservation ?');
    await shell.seeToast('Modification enregistrée');
    await page.getByRole('button', { name: 'Intégrer' }).click();
    await confirm('Intégrer cette réservation ?');
    await shell.seeToast('Modification enregistrée');
    const link = page.getByRole('link', { name: /^Ouvrir la réservation R26-\d{5}$/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/new-booking\/resume\/\d+\/0\/-1\/0\/\d+\/3$/);
    expect(await page.getByRole('main').innerText()).toContain('Déjà traitée');
    await screenshot(page, 'booking-import-detail');

    await page.goto('/booking-import-list');
    await page.getByRole('row', { name: /WEB-2026-0042.*Acceptée.*Déjà traitée/s }).waitFor();
  });
});
