// What other domains and the CLI may use of the customers.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers } from './schema';
import { deleteCustomer, findCustomer } from './store';

export { customersChanged } from './contact-index';
export { type CustomerInput, customerInputSchema } from './contract';
export { customerEntity, customerWithDocuments, saveCustomer } from './entity';
export { normalizeName, sortNameOf } from './rules';
export { deleteCustomer };

/** The most recent customer with this e-mail (case ignored): how an internet booking finds its customer. */
export function findCustomerIdByEmail(db: Db, email: string): number | null {
  const row = db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()))
    .orderBy(desc(customers.id))
    .get();
  return row?.id ?? null;
}

/** A booking's customer, as the booking sheet shows it to whoever may read the booking. */
export function customerOfBooking(db: Db, id: number) {
  return findCustomer(db, id);
}

export function countCustomers(db: Db): number {
  return db.select({ n: count() }).from(customers).get()?.n ?? 0;
}
