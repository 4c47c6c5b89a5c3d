// The customer search, the busiest read of the reception desk: hand-written SQL on the
// sort_name index (a name prefix is a range scan), statements cached per shape of criteria.
// A name also finds the companies and associations whose contact (or a word of whose name)
// starts with it: their sort key begins with the company's name, so they are looked up apart
// (contact-index.ts).
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { SortSpec } from '../../http/entity/descriptor';
import { escapeLike } from '../../http/entity/filters';
import { maxPageSize } from '../../http/entity/router';
import { sortColumn, sortColumns } from '../../http/entity/sort';
import { legalEntitiesByWord } from './contact-index';
import type { Address, CustomerCriteria, CustomerDto } from './contract';
import { normalizeName } from './rules';
import { customerAddresses, customers } from './schema';
import { selectList } from './select-list';

const columns = sortColumns({
  name: 'sort_name',
  lastName: 'sort_name',
  code: 'code',
  email: 'email',
  createdAt: 'created_at',
});
export const customerSortFields = [...columns.keys()];

// Rows come back already in the answer's shape (camelCase keys, in the table's order), so a page
// costs no per-row mapping beyond its booleans.
const customerList = selectList(customers, ['sortName']);
const addressList = selectList(customerAddresses, ['id', 'position']);
const like = (text: string, anywhere = false) => `${anywhere ? '%' : ''}${escapeLike(text.toLowerCase())}%`;
const likeClause = (column: string) => `lower(${column}) LIKE ? ESCAPE '\\'`;
const inAddress = (column: string) =>
  `EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = customers.id AND ${likeClause(`a.${column}`)})`;

const range = 'sort_name >= ? AND sort_name < ?';

interface Clause {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The criteria's clauses, the name's given apart (`name`): the search decides how it is found. */
function whereOf(c: CustomerCriteria, name: Clause | null): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (name) add(name.sql, ...name.params);
  const q = c.q ? normalizeName(c.q) : '';
  if (c.q && q) {
    const digits = c.q.replace(/\s/g, '');
    const phone = `phone LIKE ? ESCAPE '\\' OR mobile LIKE ? ESCAPE '\\'`;
    const text = `sort_name LIKE ? OR ${likeClause('code')} OR ${likeClause('email')}`;
    add(`(${text} OR ${phone})`, `%${q}%`, like(c.q), like(c.q), like(digits, true), like(digits, true));
  }
  if (c.code) add(likeClause('code'), like(c.code));
  if (c.email) add(likeClause('email'), like(c.email));
  if (c.town) add(inAddress('town'), like(c.town));
  if (c.postalCode) add(inAddress('postal_code'), like(c.postalCode));
  if (c.isLegalEntity !== undefined) add('is_legal_entity = ?', c.isLegalEntity ? 1 : 0);
  if (c.newsletter !== undefined) add('newsletter = ?', c.newsletter ? 1 : 0);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/**
 * A screen's page (up to `maxPageSize` ids) reads its addresses by an IN list of bound ids, one
 * statement per page size, which SQLite walks on the index fastest; an export's thousands of ids
 * go through json_each, as a statement takes at most 32,766 bound values.
 */
function addressesOf(db: Db, ids: number[]): Map<number, Address[]> {
  const byCustomer = new Map<number, Address[]>();
  if (ids.length === 0) return byCustomer;
  const isPage = ids.length <= maxPageSize;
  const among = isPage ? `?${', ?'.repeat(ids.length - 1)}` : 'SELECT value FROM json_each(?)';
  const rows = statement(
    db,
    `SELECT ${addressList.sql} FROM customer_addresses WHERE customer_id IN (${among}) ORDER BY customer_id, position`,
  ).all(...(isPage ? ids : [JSON.stringify(ids)])) as (Address & { customerId: number })[];
  for (const row of rows) {
    const customerId = row.customerId;
    delete (row as { customerId?: number }).customerId;
    const list = byCustomer.get(customerId);
    if (list) list.push(row);
    else byCustomer.set(customerId, [row]);
  }
  return byCustomer;
}

export function customerDtos(db: Db, raws: unknown[]): CustomerDto[] {
  const rows = raws as (CustomerDto & { addressList: Address[] })[];
  const addresses = addressesOf(
    db,
    rows.map((r) => r.id as number),
  );
  for (const row of rows) {
    customerList.fix(row);
    row.addressList = addresses.get(row.id as number) ?? [];
  }
  return rows;
}

export function searchCustomers(db: Db, criteria: CustomerCriteria, page: number, pageSize: number, sort?: SortSpec) {
  const column = sortColumn(columns, sort?.field ?? 'name');
  const dir = sort?.order === 'descend' ? 'DESC' : 'ASC';
  const order = `ORDER BY ${column} ${dir}, id ${dir}`;
  const offset = (page - 1) * pageSize;
  // A constant LIMIT (page sizes are few) lets SQLite plan the page as its reference does.
  const limit = Math.trunc(pageSize);
  const key = criteria.name ? normalizeName(criteria.name) : '';
  const byName = key ? { sql: range, params: [key, `${key}\u{10FFFF}`] } : null;
  const contacts = key ? legalEntitiesByWord(db, key) : [];
  if (!byName || contacts.length === 0) {
    const { where, params } = whereOf(criteria, byName);
    const raws = statement(
      db,
      `SELECT ${customerList.sql} FROM customers ${where} ${order} LIMIT ${limit} OFFSET ?`,
    ).all(...params, offset);
    const { n } = statement(db, `SELECT count(*) AS n FROM customers ${where}`).get(...params) as { n: number };
    return { items: customerDtos(db, raws), total: n };
  }
  // The name's range walks the index in order; the few contacts outside it are merged in.
  const inRange = whereOf(criteria, byName);
  const outside = whereOf(criteria, {
    sql: `id IN (SELECT value FROM json_each(?)) AND NOT (${range})`,
    params: [JSON.stringify(contacts), ...byName.params],
  });
  const raws = statement(
    db,
    `SELECT ${customerList.sql} FROM (SELECT * FROM (SELECT * FROM customers ${inRange.where} ${order} LIMIT ?)
     UNION ALL SELECT * FROM (SELECT * FROM customers ${outside.where}) ${order} LIMIT ? OFFSET ?) ${order}`,
  ).all(...inRange.params, offset + pageSize, ...outside.params, pageSize, offset);
  const count = `SELECT (SELECT count(*) FROM customers ${inRange.where}) + (SELECT count(*) FROM customers ${outside.where}) AS n`;
  const { n } = statement(db, count).get(...inRange.params, ...outside.params) as { n: number };
  return { items: customerDtos(db, raws), total: n };
}

export function findCustomer(db: Db, id: number): CustomerDto | undefined {
  const raw = statement(db, `SELECT ${customerList.sql} FROM customers WHERE id = ?`).get(id);
  return raw ? customerDtos(db, [raw])[0] : undefined;
}
