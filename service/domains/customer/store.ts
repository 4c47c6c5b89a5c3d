// Customer writes and lookups by code; the searches live in search.ts.
import { eq, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customersChanged } from './contact-index';
import type { Address } from './contract';
import { customerAddresses, customers } from './schema';

export { customerSortFields, findCustomer, searchCustomers } from './search';

export function findCustomerByCode(db: Db, code: string) {
  return db.select({ id: customers.id }).from(customers).where(eq(customers.code, code)).get();
}

/** The customers of the same sort name or e-mail (case ignored): the candidates of a duplicate. */
export function customersNamedOrMailed(db: Db, sortName: string, email: string | null) {
  const sameEmail = email === null ? undefined : sql`lower(${customers.email}) = ${email.toLowerCase()}`;
  return db
    .select({
      id: customers.id,
      code: customers.code,
      sortName: customers.sortName,
      email: customers.email,
      birthDate: customers.birthDate,
    })
    .from(customers)
    .where(or(eq(customers.sortName, sortName), sameEmail))
    .orderBy(customers.id)
    .all();
}

/** The customers of this sort name, with what a possible duplicate is shown and compared by. */
export function customersNamed(db: Db, sortName: string) {
  return db
    .select({
      id: customers.id,
      code: customers.code,
      isLegalEntity: customers.isLegalEntity,
      lastName: customers.lastName,
      firstName: customers.firstName,
      companyName: customers.companyName,
      email: customers.email,
      phone: customers.phone,
      mobile: customers.mobile,
    })
    .from(customers)
    .where(eq(customers.sortName, sortName))
    .orderBy(customers.id)
    .all();
}

export function maxCustomerId(db: Db): number {
  return (
    db
      .select({ n: max(customers.id) })
      .from(customers)
      .get()?.n ?? 0
  );
}

export function insertCustomer(db: Db, values: typeof customers.$inferInsert): number {
  customersChanged();
  return db.insert(customers).values(values).returning({ id: customers.id }).get().id;
}

export function updateCustomer(db: Db, id: number, values: Partial<typeof customers.$inferInsert>): boolean {
  customersChanged();
  return db.update(customers).set(values).where(eq(customers.id, id)).run().changes > 0;
}

export function replaceAddresses(db: Db, customerId: number, addresses: Address[]): void {
  db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId)).run();
  addresses.forEach((address, position) => {
    db.insert(customerAddresses)
      .values({ ...address, customerId, position })
      .run();
  });
}

export function deleteCustomer(db: Db, id: number): void {
  customersChanged();
  db.delete(customers).where(eq(customers.id, id)).run();
}
