// The document screens (ui/screens/document/): the kinds, a kind's models, the model editor with
// its merge-field picker and live preview, the booking sheet's documents and the e-mails listed there.
import type { Locator, Page } from 'playwright-core';
import { choose } from '../support/antd-inputs';

export class ModelEditor {
  readonly main: Locator;
  readonly subject: Locator;
  readonly body: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.subject = this.main.getByLabel('Objet', { exact: true });
    this.body = this.main.getByRole('textbox', { name: 'Corps du message' });
    this.preview = this.main.frameLocator('iframe[title="Aperçu du message"]').locator('body');
  }

  /** Replaces the body by `text`, the merge field `field` typed where `[field]` stands. */
  async typeBody(before: string, field: string, after: string): Promise<void> {
    await this.body.click();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.type(before);
    await this.pickField(field);
    await this.body.click();
    await this.page.keyboard.press('End');
    await this.page.keyboard.type(after);
  }

  /** Chooses a merge field in the picker (searched by its name). */
  async pickField(name: string): Promise<void> {
    await this.main.getByLabel('Insérer un champ de fusion', { exact: true }).click();
    await this.page.keyboard.type(name);
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: `{{${name}}}` })
      .click();
  }

  get unknownFieldsWarning(): Locator {
    return this.main.getByRole('alert').filter({ hasText: 'Champs inconnus' });
  }
}

export class BookingDocumentsPanel {
  readonly main: Locator;
  readonly sentMails: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.sentMails = this.main.getByRole('table', { name: 'E-mails de la réservation' });
  }

  async choose(label: string): Promise<void> {
    await choose(this.page, 'Document à imprimer ou envoyer', label);
  }

  /** The button of that text (its icon's name before it), not « Imprimer la liste des occupants ». */
  button(name: 'Imprimer' | 'Envoyer par e-mail'): Locator {
    return this.main.getByRole('button', { name: new RegExp(`${name}$`) });
  }
}
