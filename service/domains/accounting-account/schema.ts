// The chart of accounts the accounting export uses: codes referenced as text by other tables.
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id } from '../../db/columns';

export const accountingAccounts = sqliteTable(
  'accounting_accounts',
  {
    id: id(),
    /** Account number of the French chart (PCG): 411000, 706100, 445710, 512000... */
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** What the account is used for (see ACCOUNT_KINDS). */
    kind: integer('kind').notNull(),
    isActive: bool('is_active').notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex('accounting_accounts_code_unique').on(sql`upper(${t.code})`)],
);
