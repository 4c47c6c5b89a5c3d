// Customers (ui/screens/customers): the list at /customer-list and the detail at
// /customer/:tab/:customerId, tabs Identité, Adresses, Notes.
import type { Locator, Page } from 'playwright-core';
import { EntityDetailPage } from './EntityDetailPage';
import { EntityListPage } from './EntityListPage';

export class CustomerListPage extends EntityListPage {
  constructor(page: Page) {
    super(page, '/customer-list', 'Clients');
  }
}

export class CustomerPage extends EntityDetailPage {
  readonly lastName: Locator;
  readonly firstName: Locator;
  readonly email: Locator;

  constructor(page: Page) {
    super(page, 'Clients');
    this.lastName = this.field('Nom');
    this.firstName = this.field('Prénom');
    this.email = this.field('E-mail');
  }

  async goto(id: number | string, tab: 'identity' | 'addresses' | 'notes' = 'identity'): Promise<this> {
    await this.page.goto(`/customer/${tab}/${id}`);
    return this.isShown();
  }

  async fillIdentity(values: { lastName?: string; firstName?: string; email?: string }): Promise<void> {
    if (values.lastName !== undefined) await this.lastName.fill(values.lastName);
    if (values.firstName !== undefined) await this.firstName.fill(values.firstName);
    if (values.email !== undefined) await this.email.fill(values.email);
  }
}
