// The module grid and the settings screens in a real browser: switching a module off hides its
// screens from the menu and the server refuses them; a preference refused field by field in French;
// a setting of a module not built yet disabled with its tooltip.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser();

async function signedIn(path: string) {
  const page = await ctx.browser.fresh();
  await signInThroughApi(page, adminLogin, path);
  return { page, shell: new ShellPage(page) };
}

describe('modules', () => {
  it('switches the surety module off from the grid: the toast says so, the state is stored, the surety screens answer 401', async () => {
    const { page, shell } = await signedIn('/admin/module-grid');
    const main = page.getByRole('main');
    const surety = main.getByRole('switch', { name: 'Caution' });
    await surety.waitFor();
    expect(await surety.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'module-grid');
    await surety.click();
    await shell.seeToast('Module « Caution » désactivé');
    expect(await surety.getAttribute('aria-checked')).toBe('false');
    const row = ctx.site.db.$client.prepare("SELECT is_active FROM module_states WHERE code = 'surety'").get() as {
      is_active: number;
    };
    expect(row.is_active).toBe(0);
    const status = await page.evaluate(async () => (await fetch('/rest/module/surety/index')).status);
    expect(status).toBe(401);
    await surety.click();
    await shell.seeToast('Module « Caution » activé');
  });

  it('Start hour before end hour: the arrival preference shows the French message under the field, then saves', async () => {
    const { page, shell } = await signedIn('/preference/arrival_departure');
    const main = page.getByRole('main');
    const until = main.getByLabel("Arrivées jusqu'à");
    await until.waitFor();
    await until.fill('13:00');
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await main.getByText(errorMessage('START_HOUR_AFTER_END_HOUR')).waitFor();
    await screenshot(page, 'preference-arrival-departure');
    await until.fill('21:00');
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await shell.seeToast('Modification enregistrée');
    const stored = ctx.site.db.$client
      .prepare("SELECT value_json FROM typed_settings WHERE key = 'arrival_departure'")
      .get() as { value_json: string };
    expect(JSON.parse(stored.value_json).arrivalToHour).toBe('21:00');
  });

  it('a setting of a module not built yet is shown disabled, its tooltip naming the module; the others still save', async () => {
    const { page, shell } = await signedIn('/preference/customerResume');
    const main = page.getByRole('main');
    const payments = main.getByLabel('Afficher les règlements');
    await payments.waitFor();
    expect(await payments.isDisabled()).toBe(true);
    await main.getByRole('img', { name: 'question-circle' }).last().hover();
    await page.getByRole('tooltip', { name: 'Module pas encore disponible : Règlements' }).waitFor();
    await screenshot(page, 'preference-option-not-built');
    await main.getByLabel("Années d'historique").fill('5');
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await shell.seeToast('Modification enregistrée');
    const stored = ctx.site.db.$client
      .prepare("SELECT value_json FROM typed_settings WHERE key = 'customerResume'")
      .get() as { value_json: string };
    expect(JSON.parse(stored.value_json)).toMatchObject({ historyYears: 5, showPayments: true });
  });

  it('a settings screen wholly of a module not built yet says so above its disabled fields', async () => {
    const { page } = await signedIn('/admin/module/check-in');
    const main = page.getByRole('main');
    await main.getByText("Module pas encore disponible : Borne d'arrivée").waitFor();
    expect(await main.getByLabel('Jetons par jour et par personne').isDisabled()).toBe(true);
    await screenshot(page, 'module-check-in-not-built');
  });

  it('a surety configuration opens from its grid with its typed settings', async () => {
    const { page } = await signedIn('/admin/module/surety/1');
    const main = page.getByRole('main');
    await main.getByText('Cautions — Caution', { exact: true }).waitFor();
    await main.getByLabel("Premier envoi avant l'arrivée (jours)").waitFor();
    await screenshot(page, 'module-surety');
  });

  it('the group preference opens from its grid and turns the group customer sync on', async () => {
    const { page, shell } = await signedIn('/admin/module/preference-group-grid');
    const main = page.getByRole('main');
    await main.getByRole('cell', { name: 'GROUPE' }).dblclick();
    await page.waitForURL('**/admin/module/preference-group/1');
    await main.getByLabel('Synchronisation des clients du groupe').check();
    await main.getByRole('button', { name: 'Valider (F12)' }).click();
    await shell.seeToast('Modification enregistrée');
    await page.waitForURL('**/admin/module/preference-group-grid');
    const row = ctx.site.db.$client.prepare('SELECT is_client_sync_active FROM preference_groups').get() as {
      is_client_sync_active: number;
    };
    expect(row.is_client_sync_active).toBe(1);
  });

  it('the accounting grid, which has no detail route, creates a configuration in a dialog', async () => {
    const { page, shell } = await signedIn('/admin/module/accounting-grid');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Créer (F3)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Logiciels comptables — nouveau', { exact: true }).waitFor();
    await dialog.getByLabel(/^(\* )?Libellé$/).fill('Export mensuel');
    // The accounting export is not built yet: its settings are shown disabled.
    expect(await dialog.getByLabel('Journal des ventes').isDisabled()).toBe(true);
    await screenshot(page, 'module-accounting-dialog');
    await dialog.getByRole('button', { name: 'Valider (F12)' }).click();
    await shell.seeToast('Modification enregistrée');
    await dialog.waitFor({ state: 'hidden' });
    await main.getByRole('cell', { name: 'Export mensuel' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/module\/accounting-grid$/);
  });
});
