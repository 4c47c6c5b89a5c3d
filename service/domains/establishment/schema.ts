import { sql } from 'drizzle-orm';
import { integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';
import { countries } from '../reference/schema';

/** The site itself: one row, id 1. */
export const establishments = sqliteTable('establishments', {
  id: id(),
  corporateName: text('corporate_name').notNull().default(''),
  shortName: text('short_name'),
  legalForm: text('legal_form'),
  capitalCents: integer('capital_cents'),
  nafCode: text('naf_code'),
  siret: text('siret'),
  siren: text('siren'),
  rcs: text('rcs'),
  tradeRegisterNumber: text('trade_register_number'),
  registrationCity: text('registration_city'),
  vatNumber: text('vat_number'),
  address1: text('address1'),
  address2: text('address2'),
  postalCode: text('postal_code'),
  town: text('town'),
  countryId: integer('country_id').references(() => countries.id),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  /** File name of the uploaded logo under BIVOUAC_DATA_DIR/uploads. */
  logoFile: text('logo_file'),
  ...audit(),
});

export const currencies = sqliteTable(
  'currencies',
  {
    id: id(),
    isoCode: text('iso_code').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    /** Units of this currency for one unit of the default currency; not an amount of money. */
    exchangeRate: real('exchange_rate').notNull().default(1),
    isDefault: bool('is_default').notNull().default(false),
    ...audit(),
  },
  (t) => [uniqueIndex('currencies_iso_unique').on(sql`upper(${t.isoCode})`)],
);

/** Group (chain) preference: when client sync is active, the group logo shows. */
export const preferenceGroups = sqliteTable('preference_groups', {
  providerId: integer('provider_id').primaryKey(),
  type: text('type', { enum: ['GROUPE'] })
    .notNull()
    .default('GROUPE'),
  isClientSyncActive: bool('is_client_sync_active').notNull().default(false),
  ...audit(),
});
