// The catch-all page inside the signed-in frame (ui/shell/NotFoundPage.tsx).
import type { Locator, Page } from 'playwright-core';

export class NotFoundPage {
  readonly code: Locator;
  readonly subtitle: Locator;
  readonly text: Locator;
  readonly homeButton: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.code = main.getByText('404', { exact: true });
    this.subtitle = main.getByText('Page non trouvée', { exact: true });
    this.text = main.getByText("Cette page n'existe pas.", { exact: true });
    this.homeButton = main.getByRole('button', { name: "Retour à l'accueil" });
  }

  async isShown(): Promise<this> {
    await this.subtitle.waitFor();
    return this;
  }
}
