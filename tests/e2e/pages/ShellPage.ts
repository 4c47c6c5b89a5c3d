// The signed-in frame (ui/shell/AppLayout.tsx): brand, top menu, user menu, toasts, and the
// home page / context boards it frames.
import type { Locator, Page } from 'playwright-core';

export class ShellPage {
  readonly topMenu: Locator;
  readonly userMenu: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.topMenu = page.getByRole('menu', { name: 'Menu principal' });
    this.userMenu = page.getByRole('button', { name: 'Menu utilisateur' });
    this.main = page.getByRole('main');
  }

  async goto(path: string): Promise<this> {
    await this.page.goto(path);
    return this;
  }

  /** The establishment's name (or "Bivouac") at the left of the top bar, a link to /home. */
  brand(name: string): Locator {
    return this.page.getByRole('banner').getByRole('link', { name, exact: true });
  }

  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { name });
  }

  /** The question asked before unsaved changes are dropped (« Rester » / « Quitter »). */
  get leaveQuestion(): Locator {
    return this.page
      .getByRole('dialog')
      .filter({ hasText: 'Pour quitter, vos modifications ne seront pas enregistrées' });
  }

  /** The tiles of the home page or of a context board: one region per menu branch (home's dashboard apart). */
  get tiles(): Locator {
    return this.main.getByRole('group', { name: 'Accès par menu' }).getByRole('region');
  }

  async tileNames(): Promise<string[]> {
    await this.tiles.first().waitFor();
    return Promise.all((await this.tiles.all()).map(async (t) => (await t.getAttribute('aria-label')) ?? ''));
  }

  tileLink(tile: string, link: string): Locator {
    return this.main.getByRole('region', { name: tile, exact: true }).getByRole('link', { name: link, exact: true });
  }

  /**
   * Clicks a top-level entry of the top menu. antd moves the entries that do not fit into a "…"
   * sub-menu, so that one is opened when needed.
   */
  async openTopEntry(name: string): Promise<void> {
    const entry = this.topMenu.getByRole('menuitem', { name, exact: true });
    if (await entry.first().isVisible()) {
      await entry.first().click();
      return;
    }
    await this.topMenu.locator('.ant-menu-overflow-item-rest').hover();
    await this.page.getByRole('menuitem', { name, exact: true }).filter({ visible: true }).last().click();
  }

  /**
   * Opens a leaf of a drop-down header of the top menu: hovers the header, then clicks the leaf in
   * the sub-menu the header controls (aria-controls), not the header of the same name.
   */
  async openMenuLeaf(header: string, leaf: string): Promise<void> {
    const entry = this.topMenu.getByRole('menuitem', { name: header, exact: true });
    await entry.hover();
    await this.topMenu.getByRole('menuitem', { name: header, exact: true, expanded: true }).waitFor();
    const popupId = await entry.getAttribute('aria-controls');
    if (!popupId) throw new Error(`the menu entry ${header} opens no sub-menu`);
    const popup = this.page.locator(`[id="${popupId}"]`);
    await popup.getByRole('menuitem', { name: leaf, exact: true }).click();
  }

  async openUserMenu(): Promise<Locator> {
    await this.userMenu.click();
    const menu = this.page.getByRole('menu').filter({ has: this.page.getByRole('menuitem', { name: 'Déconnexion' }) });
    await menu.waitFor();
    return menu;
  }

  async signOut(): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Déconnexion' }).click();
  }

  /** A toast (antd notification, bottom right, clear of the screens' buttons) carrying this text. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification').getByRole('alert').filter({ hasText: text });
  }

  /**
   * Waits for a toast, then closes it, so that the next toast a test waits for is not this one
   * still fading (they last 4 s, one at a time). antd names the close button "Close", untranslated.
   */
  async seeToast(text: string | RegExp): Promise<void> {
    const toast = this.toast(text);
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
  }

  /** The texts of the toasts on screen now. */
  async toastTexts(): Promise<string[]> {
    return this.page.locator('.ant-notification').getByRole('alert').allInnerTexts();
  }
}
