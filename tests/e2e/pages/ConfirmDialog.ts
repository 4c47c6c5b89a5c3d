// The delete confirmation of the generic screens (ui/entity/confirm-delete.ts): an antd confirm
// titled "Confirmer la suppression" with "Supprimer" and "Annuler".
import type { Locator, Page } from 'playwright-core';

export class ConfirmDialog {
  readonly dialog: Locator;
  readonly confirmButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: 'Confirmer la suppression' });
    this.confirmButton = this.dialog.getByRole('button', { name: 'Supprimer', exact: true });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Annuler', exact: true });
  }

  async isShown(): Promise<this> {
    await this.dialog.waitFor();
    return this;
  }

  /** The question, which names the item: « Supprimer « Dupont Jean (C000001) » ? … ». */
  async text(): Promise<string> {
    return (await this.dialog.innerText()).replace(/\s+/g, ' ');
  }

  /** A click during the dialog's opening animation can be lost: wait until it has opened. */
  async opened(): Promise<void> {
    await this.dialog.waitFor();
    await this.page.locator('.ant-modal[class*="ant-zoom"]').first().waitFor({ state: 'detached' });
  }

  async confirm(): Promise<void> {
    await this.opened();
    await this.confirmButton.click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async cancel(): Promise<void> {
    await this.opened();
    await this.cancelButton.click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
