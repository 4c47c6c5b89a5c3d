// The generic detail screen (ui/entity/EntityDetailPage.tsx): a card titled "<entity> — <item>"
// (or "— nouveau"), Valider (F12), Supprimer (F9), Quitter (Échap), the form fields, and the
// errors shown under the fields in French.
import type { Locator, Page } from 'playwright-core';
import { ConfirmDialog } from './ConfirmDialog';

export class EntityDetailPage {
  readonly main: Locator;
  readonly validateButton: Locator;
  readonly deleteButton: Locator;
  readonly quitButton: Locator;
  readonly confirmDialog: ConfirmDialog;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.main = page.getByRole('main');
    this.validateButton = this.main.getByRole('button', { name: 'Valider (F12)' });
    this.deleteButton = this.main.getByRole('button', { name: 'Supprimer (F9)' });
    this.quitButton = this.main.getByRole('button', { name: 'Quitter (Échap)' });
    this.confirmDialog = new ConfirmDialog(page);
  }

  /** The card title: "Clients — nouveau", "Clients — Dupont Jean (C000001)". */
  heading(item: string | RegExp = /.+/): Locator {
    const text = typeof item === 'string' ? `${this.title} — ${item}` : new RegExp(`^${this.title} — ${item.source}`);
    return this.main.getByText(text, { exact: true });
  }

  /** Waits until the item is loaded (the Quitter button is drawn with the form). */
  async isShown(item?: string | RegExp): Promise<this> {
    await this.quitButton.waitFor();
    await this.heading(item).waitFor();
    return this;
  }

  /** A form control by its label (a required field's label starts with antd's "*" mark). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.main.getByLabel(new RegExp(`^(\\* )?${escaped}$`));
  }

  /** The error shown under a field: its accessible description (aria-describedby), '' when none. */
  async fieldError(label: string): Promise<string> {
    const control = this.field(label);
    if ((await control.getAttribute('aria-invalid')) !== 'true') return '';
    return control.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' '),
    );
  }

  tab(name: string): Locator {
    return this.main.getByRole('tab', { name, exact: true });
  }

  async openTab(name: string): Promise<void> {
    await this.tab(name).click();
    await this.main.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  }
}
