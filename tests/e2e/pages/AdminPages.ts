// Administration (ui/screens/admin): users at /admin/user-list and /admin/user/:page/:userId (tabs
// Identité and Droits, the rights editor), groups at /admin/group-list, the establishment page.
import type { Locator, Page } from 'playwright-core';
import { EntityDetailPage } from './EntityDetailPage';
import { EntityListPage } from './EntityListPage';

export class UserListPage extends EntityListPage {
  constructor(page: Page) {
    super(page, '/admin/user-list', 'Utilisateurs');
  }
}

export class GroupListPage extends EntityListPage {
  constructor(page: Page) {
    super(page, '/admin/group-list', 'Groupes de droits');
  }
}

/** The identity tab: the generic detail form. */
export class UserPage extends EntityDetailPage {
  readonly login: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly rights: UserRightsTab;

  constructor(page: Page) {
    super(page, 'Utilisateurs');
    this.login = this.field('Identifiant');
    this.name = this.field('Nom');
    this.email = this.field('E-mail');
    this.password = this.field('Mot de passe');
    this.rights = new UserRightsTab(page);
  }

  /** The line under the password: the hint, or the warning while the password is short. */
  passwordHelp(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}

/** The rights tab: the rights editor, saved on its own with "Enregistrer les droits (F12)". */
export class UserRightsTab {
  readonly main: Locator;
  readonly saveButton: Locator;
  readonly quitButton: Locator;
  readonly search: Locator;
  readonly groupsWarning: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.saveButton = this.main.getByRole('button', { name: 'Enregistrer les droits (F12)' });
    this.quitButton = this.main.getByRole('button', { name: 'Quitter (Échap)' });
    this.search = this.main.getByRole('searchbox', { name: 'Rechercher une fonctionnalité' });
    this.groupsWarning = this.main
      .getByRole('alert')
      .filter({ hasText: "Enregistrer des droits spécifiques retire l'utilisateur de tous ses groupes" });
  }

  async isShown(login: string): Promise<this> {
    await this.main.getByText(`Droits de ${login}`, { exact: true }).waitFor();
    await this.saveButton.waitFor();
    return this;
  }

  /** The header of a functional area's panel ("Clients et partenaires 0/6 autorisées Tout : …"). */
  area(label: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^${label} \\d+/\\d+ autorisées`) });
  }

  async expandArea(label: string): Promise<void> {
    const area = this.area(label);
    if ((await area.getAttribute('aria-expanded')) !== 'true') await area.getByText(label, { exact: true }).click();
    await this.main.getByRole('table', { name: label, exact: true }).waitFor();
  }

  /** The four buttons Aucun / Lecture / Modification / Tout of one functionality. */
  rightOf(functionality: string): Locator {
    return this.main.getByRole('radiogroup', { name: functionality, exact: true });
  }

  async setRight(functionality: string, choice: 'Aucun' | 'Lecture' | 'Modification' | 'Tout'): Promise<void> {
    // antd draws radio buttons over a hidden input: the visible label takes the click.
    await this.rightOf(functionality).getByText(choice, { exact: true }).click();
    await this.rightOf(functionality)
      .getByRole('radio', { name: choice, exact: true, checked: true })
      .waitFor({ state: 'attached' });
  }
}

export class EstablishmentPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<this> {
    await this.page.goto('/admin/establishment');
    await this.main.getByLabel(/^(\* )?Raison sociale$/).waitFor();
    return this;
  }
}
