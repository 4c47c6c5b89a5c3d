// The booking sheet's till (business date 1 May 2026): a stay of 140 € (deposit 35 €) paid by a
// cheque split into two cheques, then its balance by card; the summary shows what remains after
// each, and the cryptogram typed never reaches the database.
// Screenshots: booking-payments-dialog, booking-payments-till.
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookingSite, bookingBody, bookingSite, ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { choose } from './support/antd-inputs';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-05-01' });
let site: BookingSite;
let client: Client;

const sheetWithDraft = /\/new-booking\/\w+\/\d+\/[1-9]\d*\//;

beforeAll(async () => {
  await signInThroughApi(ctx.browser.page, adminLogin, '/home');
  client = pageClient(ctx.browser.page);
  site = await bookingSite(client, 1);
  await ok(await client.post('/rest/payment/bank/edit', { id: 0, name: 'Crédit Agricole' }));
});

describe("the booking sheet's till", () => {
  it('takes a cheque split in two and a card payment; the balance follows (screenshots booking-payments-dialog, booking-payments-till)', async () => {
    const page = ctx.browser.page;
    const booked = (await ok(await client.post('/rest/booking/booking/edit', bookingBody(site, {})))).item;
    await page.goto(`/new-booking/payments/${booked.id}/0/0/0/${site.customerId}/3`);
    await page.waitForURL(sheetWithDraft);
    const till = page.getByLabel('Caisse du séjour');
    await till.getByText('140,00').first().waitFor();

    // F3 opens « Encaisser »: 100 € by two cheques of 60 € and 40 €, the second cashed in June.
    await page.keyboard.press('F3');
    const dialog = page.getByRole('dialog', { name: 'Encaisser' });
    // Validated without a method: the refusal says so under its field, which clears once chosen.
    await dialog.getByRole('button', { name: 'Valider (F12)' }).click();
    const noMethod = dialog.getByText('Veuillez choisir un mode de paiement');
    await noMethod.waitFor();
    await choose(page, 'Mode de paiement', 'Chèque');
    await noMethod.waitFor({ state: 'hidden' });
    await dialog.getByLabel('Montant', { exact: true }).fill('100,00');
    await dialog.getByLabel('Titulaire du chèque').fill('Paul Lalanne');
    await choose(page, 'Établissement payeur', 'Crédit Agricole');
    await dialog.getByRole('button', { name: 'Répartir en plusieurs chèques' }).click();
    await dialog.getByRole('button', { name: 'Répartir en plusieurs chèques' }).click();
    await dialog.getByLabel('Montant du chèque 1').fill('60,00');
    await dialog.getByLabel('N° du chèque 1').fill('0001');
    await dialog.getByLabel('Encaissement du chèque 1').fill('2026-05-01');
    await dialog.getByLabel('Montant du chèque 2').fill('40,00');
    await dialog.getByLabel('N° du chèque 2').fill('0002');
    await dialog.getByLabel('Encaissement du chèque 2').fill('2026-06-01');
    await screenshot(page, 'booking-payments-dialog');
    await dialog.getByLabel('Titulaire du chèque').press('F12');
    await dialog.waitFor({ state: 'hidden' });
    const payments = page.getByRole('table', { name: 'Paiements du séjour' });
    await payments.getByText('chèque n° 0002').waitFor();
    await till.locator('.payment-remaining').filter({ hasText: '40,00' }).waitFor();

    // The balance by card: the card's last digits are listed, its cryptogram is kept nowhere.
    await page.getByRole('button', { name: 'Encaisser (F3)' }).click();
    await choose(page, 'Mode de paiement', 'Carte bancaire');
    await dialog.getByLabel('Montant', { exact: true }).fill('40,00');
    await dialog.getByLabel('N° de carte').fill('4970 1012 3456 7890');
    await dialog.getByLabel('Expiration (MM/AA)').fill('09/28');
    await dialog.getByLabel('Titulaire de la carte').fill('PAUL LALANNE');
    await dialog.getByLabel('Cryptogramme').fill('8642');
    await dialog.getByRole('button', { name: 'Valider (F12)' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await payments.getByText('•••• 7890').waitFor();
    await till.locator('.payment-remaining').filter({ hasText: '0,00' }).waitFor();
    await screenshot(page, 'booking-payments-till');

    const stored = ctx.site.db.$client
      .prepare(
        'SELECT amount_cents AS a, split_ref AS s, card_last4 AS c FROM payments WHERE booking_id = ? ORDER BY id',
      )
      .all(booked.id) as { a: number; s: string | null; c: string | null }[];
    expect(stored.map((r) => [r.a, r.c])).toEqual([
      [6000, null],
      [4000, null],
      [4000, '7890'],
    ]);
    expect(stored[0]?.s).toBeTruthy();
    const paid = ctx.site.db.$client.prepare('SELECT paid_cents AS p FROM bookings WHERE id = ?').get(booked.id);
    expect(paid).toEqual({ p: 14_000 });
  });
});
