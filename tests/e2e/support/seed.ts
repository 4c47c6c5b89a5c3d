// Customers and rights written through the API from a signed-in page, and read back from the
// site's database: the e2e tests set the scene quickly and check what was really stored.
import type { Page } from 'playwright-core';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import { apiPost } from './browser';
import type { Site } from './site';

export interface StoredCustomer {
  id: number;
  code: string;
  lastName: string | null;
  firstName: string | null;
  email: string | null;
}

/** Creates a customer as the UI would (POST customer/customer/edit) and answers its id. */
export async function createCustomer(page: Page, values: Record<string, unknown>): Promise<number> {
  const answer = await apiPost<{ status: string; id: number }>(page, 'customer/customer/edit', { id: 0, ...values });
  if (answer.status !== 200 || answer.json.status !== 'SAVED')
    throw new Error(`customer not created: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.id;
}

export function storedCustomers(site: Site): StoredCustomer[] {
  return site.db.$client
    .prepare('SELECT id, code, last_name AS lastName, first_name AS firstName, email FROM customers ORDER BY id')
    .all() as StoredCustomer[];
}

export function storedCustomer(site: Site, id: number): StoredCustomer | undefined {
  return storedCustomers(site).find((c) => c.id === id);
}

export type RightCode = '000' | '001' | '011' | '111';

/** The body line of set_right for one functionality. */
export function right(code: FunctionalityCode, r: RightCode, canExport = false) {
  return { code, canSelect: r !== '000', canWrite: r === '011' || r === '111', canDelete: r === '111', canExport };
}

/** Gives a user their specific rights (the admin's page calls set_right). */
export async function setRights(adminPage: Page, userId: number, rights: ReturnType<typeof right>[]): Promise<void> {
  const answer = await apiPost<{ status: string }>(adminPage, `security/user/set_right/${userId}`, { rights });
  if (answer.status !== 200 || answer.json.status !== 'SAVED')
    throw new Error(`rights not set: ${answer.status} ${JSON.stringify(answer.json)}`);
}
