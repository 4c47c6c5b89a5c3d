// /import-v1 in a real browser: the older version's exports of a small generated fixture chosen
// together, simulated (counts per file, every refused row with its reason, nothing written), then
// imported after the confirmation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeImportV1Fixture } from '../support/import-v1-fixture';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-v1-e2e-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = (sql: string) => (ctx.site.db.$client.prepare(sql).get() as { n: number }).n;

describe('import from the older version', () => {
  it('simulates the uploaded exports, shows each refused row, then imports after the confirmation', async () => {
    const fixture = writeImportV1Fixture(dir, { customers: 30, bookings: 60 });
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await signInThroughApi(page, adminLogin, '/import-v1');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      shell.main.getByRole('button', { name: /Cliquez ou glissez ici les fichiers CSV/ }).click(),
    ]);
    await chooser.setFiles(Object.keys(fixture.rows).map((file) => path.join(dir, file)));

    await shell.main.getByRole('button', { name: 'Simuler' }).click();
    await shell.heading("Simulation : rien n'a été écrit").waitFor();
    const files = shell.main.getByRole('table', { name: 'Lignes par fichier' });
    const clients = files.getByRole('row').filter({ hasText: 'clients.csv' });
    const rejectedClients = fixture.rejected['clients.csv']?.length ?? 0;
    expect(await clients.innerText()).toMatch(
      new RegExp(`30\\s+${30 - rejectedClients}\\s+0\\s+0\\s+${rejectedClients}`),
    );
    const refused = shell.main.getByRole('table', { name: 'Lignes refusées' });
    expect(await refused.getByRole('row').filter({ hasText: 'code postal manquant' }).first().innerText()).toMatch(
      /clients\.csv\s+5\s+4\s+code postal manquant/,
    );
    expect(count("SELECT count(*) AS n FROM customers WHERE code LIKE 'V1-%'")).toBe(0);
    await screenshot(page, 'import-v1-dry-run');

    await shell.main.getByRole('button', { name: 'Importer' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Importer pour de bon ?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await shell.heading('Import effectué').waitFor();
    await shell.seeToast('Import terminé');
    expect(count("SELECT count(*) AS n FROM customers WHERE code LIKE 'V1-%'")).toBe(30 - rejectedClients);
    expect(await shell.main.getByRole('button', { name: 'Importer' }).isDisabled()).toBe(true);
    await screenshot(page, 'import-v1-applied');
  });
});
