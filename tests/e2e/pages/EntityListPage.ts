// The generic list screen (ui/entity/EntityListPage.tsx): a card titled with the entity, its
// toolbar (Créer (F3), Modifier / Consulter (F4), Supprimer (F9), Export CSV (F8)), the filters,
// and a server-paged table whose page, sort and selected row survive a reload.
import type { Locator, Page } from 'playwright-core';
import { ConfirmDialog } from './ConfirmDialog';

export type SortOrder = 'ascending' | 'descending' | 'none';

export class EntityListPage {
  readonly main: Locator;
  readonly createButton: Locator;
  /** "Modifier (F4)" with the write right, "Consulter (F4)" without. */
  readonly openButton: Locator;
  readonly deleteButton: Locator;
  readonly exportButton: Locator;
  readonly filters: Locator;
  readonly table: Locator;
  /** The data rows (each has its selection radio; the header and the "no data" row have none). */
  readonly rows: Locator;
  readonly pagination: Locator;
  readonly confirmDialog: ConfirmDialog;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly title: string,
  ) {
    this.main = page.getByRole('main');
    this.createButton = this.main.getByRole('button', { name: 'Créer (F3)' });
    this.openButton = this.main.getByRole('button', { name: /(Modifier|Consulter) \(F4\)$/ });
    this.deleteButton = this.main.getByRole('button', { name: 'Supprimer (F9)' });
    this.exportButton = this.main.getByRole('button', { name: 'Export CSV (F8)' });
    this.filters = this.main.getByRole('form', { name: 'Filtres' });
    this.table = this.main.getByRole('table');
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('radio') });
    // antd's pager: a list whose items are the page numbers (named by their number).
    this.pagination = this.main
      .getByRole('list')
      .filter({ has: page.getByRole('listitem', { name: 'Page suivante' }) });
    this.confirmDialog = new ConfirmDialog(page);
  }

  async goto(): Promise<this> {
    await this.page.goto(this.path);
    return this.isShown();
  }

  /** Waits for the URL, the card title and the first answer of the search (a row or "no data"). */
  async isShown(): Promise<this> {
    await this.page.waitForURL(`**${this.path}`);
    await this.main.getByText(this.title, { exact: true }).first().waitFor();
    await this.table.getByRole('row').nth(1).waitFor();
    return this;
  }

  /** The data row showing this text (a name, a code...). */
  row(text: string | RegExp): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** The texts of the data rows' cells, row by row (the selection cell left out). */
  async rowTexts(): Promise<string[][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(1)
          .map((td) => (td.textContent ?? '').trim()),
      ),
    );
  }

  columnHeader(name: string): Locator {
    return this.table.getByRole('columnheader', { name, exact: true });
  }

  async sortOrder(column: string): Promise<SortOrder> {
    return ((await this.columnHeader(column).getAttribute('aria-sort')) as SortOrder | null) ?? 'none';
  }

  /** Clicks the column header until the table is sorted that way (none → ascending → descending). */
  async sortBy(column: string, order: Exclude<SortOrder, 'none'>): Promise<void> {
    for (let i = 0; i < 3 && (await this.sortOrder(column)) !== order; i++) {
      const answer = this.page.waitForResponse((r) => r.url().endsWith('/search'));
      await this.columnHeader(column).click();
      await answer;
    }
    if ((await this.sortOrder(column)) !== order) throw new Error(`column ${column} not sorted ${order}`);
  }

  pageButton(n: number): Locator {
    return this.pagination.getByRole('listitem', { name: String(n), exact: true });
  }

  async goToPage(n: number): Promise<void> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/search'));
    await this.pageButton(n).click();
    await answer;
  }

  /**
   * The page the pager shows as current. antd marks it by a class only (no aria-current), so this
   * reads the class of the page items found by role.
   */
  async activePage(): Promise<number> {
    const items = await this.pagination.getByRole('listitem').all();
    for (const item of items) {
      if ((await item.getAttribute('class'))?.split(' ').includes('ant-pagination-item-active'))
        return Number(await item.getAttribute('title'));
    }
    throw new Error('no active page');
  }

  /** The "45 éléments" of the pager. */
  async totalText(): Promise<string> {
    return (await this.pagination.getByText(/\d+ éléments?$/).innerText()).trim();
  }

  /** Clicks a row (selects it) and waits for its radio to be checked. */
  async select(text: string | RegExp): Promise<void> {
    const row = this.row(text);
    await row.getByRole('cell').nth(1).click();
    await row.getByRole('radio', { checked: true }).waitFor();
  }

  async open(text: string | RegExp): Promise<void> {
    await this.row(text).getByRole('cell').nth(1).dblclick();
  }
}
