// /jet « Historique » in a real browser on 22 November 2026: opened from the user menu, the
// technical events journal newest first with French kinds, a row expanded to its detail, a text
// search on the server; the « Tâches planifiées » tab with each job's schedule in words, a run
// launched from the screen answering its outcome and listed as the job's last run and in the journal.
import { describe, expect, it } from 'vitest';
import { recordTechEvent } from '../../service/domains/ledger';
import { JetPage } from './pages/JetPage';
import { ShellPage } from './pages/ShellPage';
import { screenshot, signInThroughApi } from './support/browser';
import { adminLogin } from './support/site';
import { withSiteAndBrowser } from './support/site-and-browser';

const ctx = withSiteAndBrowser({ today: '2026-11-22' });

describe('/jet: the technical events journal and the scheduled jobs', () => {
  it('lists the journal, expands a row, searches; runs a job from « Tâches planifiées » and shows its outcome', async () => {
    const db = ctx.site.db;
    recordTechEvent(db, '2026-11-21T07:00:00.000Z', {
      kind: 'payment.created',
      summary: 'Chèque de 120,00 € (Chèque)',
      userId: 1,
      entity: 'payments',
      entityId: 4,
    });
    recordTechEvent(db, '2026-11-22T01:15:00.000Z', {
      kind: 'job.failed',
      summary: 'Options échues : disque plein',
      detail: { job: 'expire-options', origin: 'service', pid: 4242 },
    });

    const page = ctx.browser.page;
    const shell = new ShellPage(page);
    const jet = new JetPage(page);
    await signInThroughApi(page, adminLogin, '/home');
    const menu = await shell.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Historique', exact: true }).click();
    await page.waitForURL(/\/jet/);

    const failed = jet.row(jet.journal, 'Options échues : disque plein');
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(
      /22\/11\/2026 02:15\s*Tâche en échec\s*Options échues : disque plein\s*Système/,
    );
    const rows = await jet.journal.getByRole('row').allInnerTexts();
    expect(rows.findIndex((r) => r.includes('disque plein'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Chèque de 120,00 €')),
    );
    expect(await jet.row(jet.journal, 'Chèque de 120,00 €').innerText()).toMatch(/Admin\s*Paiement n° 4/);
    await failed.click();
    await jet.main.getByText('4242').waitFor();
    await screenshot(page, 'jet-journal');

    await jet.searchText('120,00');
    await jet.row(jet.journal, 'disque plein').waitFor({ state: 'detached' });
    expect(await jet.row(jet.journal, 'Chèque de 120,00 €').count()).toBe(1);
    await jet.searchText('');

    await jet.tab('Tâches planifiées').click();
    const cleaning = jet.row(jet.jobs, 'Tâches de ménage du jour');
    await cleaning.waitFor();
    expect(await cleaning.innerText()).toMatch(/chaque jour à 06:00.*\n?.*Jamais/s);
    await cleaning.getByRole('button', { name: 'Lancer maintenant' }).click();
    await shell.seeToast(
      'Tâches de ménage du jour : 0 tâche(s) créée(s), 0 mise(s) à jour, 0 retirée(s) pour le 22/11/2026',
    );
    await cleaning.getByText('Réussie').waitFor();
    await cleaning.click();
    await jet.main
      .getByRole('table', { name: 'Derniers lancements : Tâches de ménage du jour' })
      .getByText('Service')
      .waitFor();
    await screenshot(page, 'jet-jobs');

    await jet.tab('Journal technique').click();
    await jet.row(jet.journal, 'Tâche réussie').waitFor();
    expect(await jet.row(jet.journal, 'Tâche réussie').innerText()).toContain('Admin');
  });
});
