// What other domains and the CLI may use of the customers.
import { count } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers } from './schema';
import { deleteCustomer } from './store';

export { type CustomerInput, customerInputSchema } from './contract';
export { customerEntity, customerWithDocuments, saveCustomer } from './entity';
export { normalizeName } from './rules';
export { deleteCustomer };

export function countCustomers(db: Db): number {
  return db.select({ n: count() }).from(customers).get()?.n ?? 0;
}
