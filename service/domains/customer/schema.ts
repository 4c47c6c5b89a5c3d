import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { civilities, countries, languages } from '../reference/schema';

export const customers = sqliteTable(
  'customers',
  {
    id: id(),
    code: text('code').notNull(),
    civilityId: integer('civility_id').references(() => civilities.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    mobile: text('mobile'),
    email: text('email'),
    birthDate: text('birth_date'),
    birthPlace: text('birth_place'),
    nationalityId: integer('nationality_id').references(() => countries.id),
    languageId: integer('language_id').references(() => languages.id),
    isLegalEntity: bool('is_legal_entity').notNull().default(false),
    companyName: text('company_name'),
    siret: text('siret'),
    vatNumber: text('vat_number'),
    newsletter: bool('newsletter').notNull().default(false),
    loyaltyNumber: text('loyalty_number'),
    notes: text('notes'),
    /** Lower-case, accent-free "last first company": the indexed key for name search and sort. */
    sortName: text('sort_name').notNull(),
    ...audit(),
  },
  (t) => [
    uniqueIndex('customers_code_unique').on(t.code),
    index('customers_sort_name').on(t.sortName, t.id),
    index('customers_email').on(t.email),
  ],
);

export const customerAddresses = sqliteTable(
  'customer_addresses',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    postalCode: text('postal_code'),
    town: text('town'),
    countryId: integer('country_id').references(() => countries.id),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId, t.position)],
);
