// Customer queries. Name search and sort use the sort_name index: a prefix becomes a range scan.
import { and, asc, count, desc, eq, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import type { SortSpec } from '../../http/entity/descriptor';
import { contains, equals, startsWith } from '../../http/entity/filters';
import type { Address, CustomerCriteria, CustomerDto } from './contract';
import { normalizeName } from './rules';
import { customerAddresses, customers } from './schema';

type CustomerRow = typeof customers.$inferSelect;

const sortColumns = {
  name: customers.sortName,
  lastName: customers.sortName,
  code: customers.code,
  email: customers.email,
  createdAt: customers.createdAt,
} as const;
export const customerSortFields = Object.keys(sortColumns);

function prefixRange(prefix: string): SQL | undefined {
  const key = normalizeName(prefix);
  if (!key) return undefined;
  return and(sql`${customers.sortName} >= ${key}`, sql`${customers.sortName} < ${`${key}\u{10FFFF}`}`);
}

function hasAddress(condition: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${customerAddresses} WHERE ${customerAddresses.customerId} = ${customers.id} AND ${condition})`;
}

function whereOf(c: CustomerCriteria): SQL | undefined {
  const q = c.q && normalizeName(c.q);
  const conditions = [
    c.name ? prefixRange(c.name) : undefined,
    q
      ? or(
          sql`${customers.sortName} LIKE ${`%${q}%`}`,
          startsWith(customers.code, c.q),
          startsWith(customers.email, c.q),
          contains(customers.phone, c.q?.replace(/\s/g, '')),
          contains(customers.mobile, c.q?.replace(/\s/g, '')),
        )
      : undefined,
    startsWith(customers.code, c.code),
    startsWith(customers.email, c.email),
    c.town ? hasAddress(startsWith(customerAddresses.town, c.town) as SQL) : undefined,
    c.postalCode ? hasAddress(startsWith(customerAddresses.postalCode, c.postalCode) as SQL) : undefined,
    equals(customers.isLegalEntity, c.isLegalEntity),
    equals(customers.newsletter, c.newsletter),
  ].filter((x): x is SQL => x !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

function addressesOf(db: Db, ids: number[]): Map<number, Address[]> {
  const byCustomer = new Map<number, Address[]>();
  if (ids.length === 0) return byCustomer;
  const rows = db
    .select()
    .from(customerAddresses)
    .where(inArray(customerAddresses.customerId, ids))
    .orderBy(asc(customerAddresses.customerId), asc(customerAddresses.position))
    .all();
  for (const { id: _id, customerId, position: _p, ...address } of rows) {
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), address]);
  }
  return byCustomer;
}

function toDtos(db: Db, rows: CustomerRow[]): CustomerDto[] {
  const addresses = addressesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ sortName: _key, ...row }) => ({ ...row, addressList: addresses.get(row.id) ?? [] }));
}

export function findCustomers(db: Db, criteria: CustomerCriteria, page: number, pageSize: number, sort?: SortSpec) {
  const column = sortColumns[(sort?.field ?? 'name') as keyof typeof sortColumns];
  if (!column) throw fieldError('sort', 'INVALID_TYPE');
  const dir = sort?.order === 'descend' ? desc : asc;
  const where = whereOf(criteria);
  const rows = db
    .select()
    .from(customers)
    .where(where)
    .orderBy(dir(column), dir(customers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db.select({ n: count() }).from(customers).where(where).get()?.n ?? 0;
  return { items: toDtos(db, rows), total };
}

export function findCustomer(db: Db, id: number): CustomerDto | undefined {
  const row = db.select().from(customers).where(eq(customers.id, id)).get();
  return row && toDtos(db, [row])[0];
}

export function findCustomerByCode(db: Db, code: string) {
  return db.select({ id: customers.id }).from(customers).where(eq(customers.code, code)).get();
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
  return db.insert(customers).values(values).returning({ id: customers.id }).get().id;
}

export function updateCustomer(db: Db, id: number, values: Partial<typeof customers.$inferInsert>): boolean {
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
  db.delete(customers).where(eq(customers.id, id)).run();
}
