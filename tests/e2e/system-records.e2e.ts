// The system's record screens in a real browser (business day 1 May 2026): the customers' transfer
// saved as one CSV file, the history of the money records with a payment made through the API and
// its link shown broken once the row is edited with plain SQL, and a user without the right sent home.
// Screenshots: transfer-customers, post-history, post-history-broken.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/booking-site';
import type { Client } from '../support/client';
import { book, METHOD, type PaymentSite, pay, paymentSite } from '../support/payment-site';
import { choose } from './support/antd-inputs';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { createCustomer, right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-05-01' });
let client: Client;
let site: PaymentSite;

beforeAll(async () => {
  await signInThroughApi(ctx.browser.page, adminLogin, '/home');
  client = pageClient(ctx.browser.page);
  site = await paymentSite(client);
});

describe('system record screens', () => {
  it('« every customer exported to one CSV file »: the transfer reads both packets and downloads clients-AAAAMMJJ.csv holding each customer once', async () => {
    const page = ctx.browser.page;
    await createCustomer(page, { lastName: 'Lalanne', firstName: 'Paul' });
    await createCustomer(page, { lastName: 'Garrigues', firstName: 'Inès' });
    // 5,000 more written with SQL, so the screen has to read a second packet to finish.
    const insert = ctx.site.db.$client.prepare(
      `INSERT INTO customers (code, first_name, last_name, sort_name, created_at, updated_at)
       VALUES (?, 'Anne', ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    ctx.site.db.$client.transaction(() => {
      for (let i = 1; i <= 5000; i += 1) insert.run(`T${i}`, `Nom${i}`, `nom${i} anne`);
    })();
    const codes = (ctx.site.db.$client.prepare('SELECT code FROM customers').all() as { code: string }[]).map(
      (c) => c.code,
    );
    expect(codes.length).toBeGreaterThan(5000);

    await page.goto('/transfer-customers');
    const main = page.getByRole('main');
    const start = main.getByRole('button', { name: 'Lancer le transfert' });
    const [file] = await Promise.all([page.waitForEvent('download'), start.click()]);
    // Named for the desk's own day (the packets carry no day), so only its shape is checked.
    const name = file.suggestedFilename();
    expect(name).toMatch(/^clients-\d{8}\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\uFEFF')).toHaveLength(2);
    const lines = csv.slice(1).trimEnd().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Code;Nom;/);
    const written = lines.slice(1).map((l) => l.split(';')[0]);
    expect(written).toHaveLength(codes.length);
    expect(new Set(written)).toEqual(new Set(codes));
    await main
      .getByText(`Transfert terminé : ${codes.length.toLocaleString('fr-FR')} client(s) dans ${name}`)
      .waitFor();
    await screenshot(page, 'transfer-customers');
  });

  it('« each row with its chain position and whether its hash link holds »: a payment listed, then shown broken after a plain SQL edit; the filter kept', async () => {
    const page = ctx.browser.page;
    const stay = await book(client, site);
    const paid = await ok(
      await pay(client, { bookingId: stay.id, paymentMethodId: METHOD.cash, amountCents: 3500, tenderedCents: 3500 }),
    );
    const paymentId = paid.items[0].id as number;

    await page.goto('/post-history');
    const main = page.getByRole('main');
    const table = page.getByRole('table', { name: 'Écritures' });
    const row = table.getByRole('row').filter({ hasText: 'Paiement' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/01\/05\/2026\s*Paiement.*35,00\s€\s*1\s*Intact/s);
    await screenshot(page, 'post-history');

    ctx.site.db.$client.exec('DROP TRIGGER payments_append_only_update');
    ctx.site.db.$client.prepare('UPDATE payments SET amount_cents = 5000 WHERE id = ?').run(paymentId);
    await page.reload();
    const broken = table.getByRole('row').filter({ hasText: 'Rompu' });
    await broken.waitFor();
    expect(await broken.innerText()).toMatch(/Paiement.*50,00\s€\s*1\s*Rompu/s);
    await screenshot(page, 'post-history-broken');

    // The kind chosen is kept like the other lists' filters: still applied after a reload.
    await choose(page, 'Nature', 'Facture');
    await broken.waitFor({ state: 'detached' });
    await page.reload();
    await main.locator('.ant-select-content').getByText('Facture', { exact: true }).waitFor();
    await table.getByText('Aucune donnée').last().waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Paiement' }).count()).toBe(0);
  });

  it('a user without the right is sent home from both screens', async () => {
    const nobody = { login: 'sans-droit', password: 'sans-droit-password' };
    await ctx.site.addUser(nobody);
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, nobody, '/post-history');
    await page.waitForURL('**/home');
    await page.goto('/transfer-customers');
    await page.waitForURL('**/home');
  });

  it('« the transfer needs the export right »: a reader without it sees no « Lancer le transfert »', async () => {
    const reader = { login: 'lecteur', password: 'lecteur-password' };
    const { id } = await ctx.site.addUser(reader);
    const admin = await ctx.browser.fresh();
    await signInThroughApi(admin, adminLogin, '/home');
    await setRights(admin, id, [right('system_transfer_customers', '001')]);
    const page = await ctx.browser.fresh();
    await signInThroughApi(page, reader, '/transfer-customers');
    const main = page.getByRole('main');
    await main.getByText("Le transfert demande le droit d'export sur cet écran.").waitFor();
    expect(await main.getByRole('button', { name: 'Lancer le transfert' }).count()).toBe(0);
  });
});
