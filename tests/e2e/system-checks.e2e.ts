// The technician's check and purge screens in a real browser: /verif-file-page runs the
// verification (clean, then the establishment logo missing from the data folder), /purging-files
// simulates then purges an orphan file of uploads/, /purge-grid-history lists a grid's saved
// versions, then purges them; a reader (001) sees none of their action buttons. Screenshots verif-file-page-ok,
// verif-file-page-anomaly, purging-files-plan, purging-files-applied, purge-grid-history,
// purging-files-reader.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pricedSite, saveGrid, seasonGrid } from '../support/pricing-site';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { pageClient } from './support/page-client';
import { right, setRights } from './support/seed';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();
const reader = { login: 'lecteur', password: 'lecteur-password' };
const uploads = () => path.join(ctx.site.dataDir, 'uploads');

/** A file of uploads/, last modified long ago (older than the purge's default day). */
function putOldFile(name: string) {
  fs.mkdirSync(uploads(), { recursive: true });
  const file = path.join(uploads(), name);
  fs.writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
  fs.utimesSync(file, new Date('2020-01-01T10:00:00Z'), new Date('2020-01-01T10:00:00Z'));
}

function setLogo(name: string) {
  const sql = (text: string) => ctx.site.db.$client.prepare(text).run(name);
  if (sql('UPDATE establishments SET logo_file = ?').changes === 0)
    sql(
      "INSERT INTO establishments (logo_file, created_at, updated_at) VALUES (?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
    );
}

describe('system check and purge screens', () => {
  beforeAll(async () => {
    await signInThroughApi(ctx.browser.page, adminLogin, '/home');
    const { id } = await ctx.site.addUser({ ...reader, name: 'Lecteur', isAdmin: false, isSysteme: false });
    await setRights(ctx.browser.page, id, [
      right('system_purging_files', '001'),
      right('system_purge_grid_history', '001'),
    ]);
  });

  it('the verification finds no anomaly, then names the logo file removed from the data folder', async () => {
    putOldFile('logo-1.png');
    setLogo('logo-1.png');
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/verif-file-page');
    await shell.main.getByText("Aucune vérification n'a encore été faite.").waitFor();

    await shell.main.getByRole('button', { name: 'Lancer la vérification' }).click();
    await shell.main
      .getByRole('alert')
      .filter({ hasText: /Dernière vérification le .* : Aucune anomalie/ })
      .waitFor();
    await shell.seeToast('Vérification terminée : Aucune anomalie');
    const files = shell.main.getByRole('table', { name: 'Contrôles' }).getByRole('row').filter({ hasText: 'Fichiers' });
    expect(await files.innerText()).toMatch(/Aucune anomalie/);
    await screenshot(page, 'verif-file-page-ok');

    fs.rmSync(path.join(uploads(), 'logo-1.png'));
    await shell.main.getByRole('button', { name: 'Lancer la vérification' }).click();
    await shell.main
      .getByRole('alert')
      .filter({ hasText: /: 1 anomalie$/ })
      .waitFor();
    expect(await files.innerText()).toMatch(/1 anomalie/);
    const finding = shell.main
      .getByRole('table', { name: 'Anomalies' })
      .getByRole('row')
      .filter({ hasText: 'logo-1.png' });
    expect(await finding.innerText()).toMatch(/establishments.*uploads\/logo-1\.png est absent/s);
    await screenshot(page, 'verif-file-page-anomaly');
  });

  it('a purge simulated keeps the orphan file of uploads/, then applied after the confirmation removes it', async () => {
    putOldFile('stray.png');
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    await page.goto('/purging-files');
    // The e-mails are left alone unless a purge mode is chosen.
    expect(await shell.main.getByRole('radio', { name: 'Ne pas purger' }).isChecked()).toBe(true);
    await shell.main.getByRole('button', { name: 'Simuler' }).click();
    const plan = shell.main.getByRole('table', { name: "Simulation : rien n'a été supprimé" });
    const orphans = plan.getByRole('row').filter({ hasText: 'Fichiers orphelins' });
    await orphans.waitFor();
    expect(await orphans.innerText()).toMatch(/1\s+8 o\s+uploads\/stray\.png/);
    expect(fs.existsSync(path.join(uploads(), 'stray.png'))).toBe(true);
    await screenshot(page, 'purging-files-plan');

    await shell.main.getByRole('button', { name: 'Purger' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Purger pour de bon ?' });
    await dialog.getByRole('button', { name: 'Purger' }).click();
    await shell.seeToast('Purge terminée');
    const applied = shell.main.getByRole('table', { name: 'Purge effectuée' });
    expect(await applied.getByRole('row').filter({ hasText: 'Fichiers orphelins' }).innerText()).toMatch(
      /uploads\/stray\.png/,
    );
    expect(fs.existsSync(path.join(uploads(), 'stray.png'))).toBe(false);
    await screenshot(page, 'purging-files-applied');
  });

  it('the grid history lists the saved versions but the current one, purged after the confirmation', async () => {
    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    const client = pageClient(page);
    const site = await pricedSite(client);
    const id = await saveGrid(client, seasonGrid(site, { label: 'Saison' }));
    await saveGrid(client, seasonGrid(site, { id, label: 'Saison' }));
    await saveGrid(client, seasonGrid(site, { id, label: 'Saison' }));
    await page.goto('/purge-grid-history');
    const rows = shell.main.getByRole('table', { name: "Purge de l'historique des grilles" }).getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toMatch(new RegExp(`^${id}\\s+1\\s`));
    expect(await rows.nth(2).innerText()).toMatch(new RegExp(`^${id}\\s+2\\s`));
    await screenshot(page, 'purge-grid-history');

    await shell.main.getByRole('button', { name: "Purger l'historique" }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '2 versions seront supprimées définitivement.' });
    await dialog.getByRole('button', { name: "Purger l'historique" }).click();
    await shell.seeToast('2 versions supprimées');
    await shell.main.getByText('Aucune version à purger').waitFor();
    expect(await shell.main.getByRole('button', { name: "Purger l'historique" }).isDisabled()).toBe(true);
  });

  it('a reader (001) sees the purge screens without any action button', async () => {
    const page = await ctx.browser.fresh();
    const shell = new ShellPage(page);
    await signInThroughApi(page, reader, '/purging-files');
    await shell.main.getByRole('button', { name: 'Simuler' }).waitFor();
    expect(await shell.main.getByRole('button', { name: 'Purger' }).count()).toBe(0);
    await screenshot(page, 'purging-files-reader');
    await page.goto('/purge-grid-history');
    await shell.main.getByText('Aucune version à purger').waitFor();
    expect(await shell.main.getByRole('button', { name: "Purger l'historique" }).count()).toBe(0);
  });
});
