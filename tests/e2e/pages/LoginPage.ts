// /login: the sign-in card (ui/shell/LoginPage.tsx).
import type { Locator, Page } from 'playwright-core';
import { ShellPage } from './ShellPage';

export class LoginPage {
  readonly login: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.login = page.getByLabel('Identifiant', { exact: true });
    this.password = page.getByLabel('Mot de passe', { exact: true });
    this.submit = page.getByRole('button', { name: 'Se connecter' });
  }

  async goto(): Promise<this> {
    await this.page.goto('/login');
    await this.login.waitFor();
    return this;
  }

  /** Waits until the sign-in form is on screen (after a redirect, say). */
  async isShown(): Promise<this> {
    await this.page.waitForURL((url) => url.pathname === '/login');
    await this.submit.waitFor();
    return this;
  }

  async fill(login: string, password: string): Promise<void> {
    await this.login.fill(login);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** One sign-in attempt: answers the HTTP status of POST /rest/login once it has come back. */
  async attempt(login: string, password: string): Promise<number> {
    const answer = this.page.waitForResponse((r) => r.url().endsWith('/rest/login'));
    await this.fill(login, password);
    return (await answer).status();
  }

  /** Signs in and waits for the home page. */
  async signIn(credentials: { login: string; password: string }): Promise<ShellPage> {
    await this.fill(credentials.login, credentials.password);
    await this.page.waitForURL('**/home');
    const shell = new ShellPage(this.page);
    await shell.userMenu.waitFor();
    return shell;
  }

  /** The error shown in the card, found by its text (the toasts are alerts too). */
  error(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
