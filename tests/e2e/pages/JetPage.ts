// The /jet « Historique » screen: the technical events journal and the scheduled jobs, a tab each.
import type { Locator, Page } from 'playwright-core';

export class JetPage {
  readonly main: Locator;
  readonly journal: Locator;
  readonly jobs: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.journal = this.main.getByRole('table', { name: 'Journal technique' });
    this.jobs = this.main.getByRole('table', { name: 'Tâches planifiées' });
  }

  tab(name: 'Journal technique' | 'Tâches planifiées'): Locator {
    return this.main.getByRole('tab', { name });
  }

  /** A body row of a table holding this text. */
  row(table: Locator, text: string | RegExp): Locator {
    return table.getByRole('row').filter({ hasText: text });
  }

  async searchText(text: string): Promise<void> {
    const box = this.main.getByRole('searchbox', { name: 'Rechercher dans le journal' });
    await box.fill(text);
    await box.press('Enter');
  }
}
