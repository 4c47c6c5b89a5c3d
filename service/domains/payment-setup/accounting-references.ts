// Accounting codes the payment set-up holds as text: registered as references by the composition
// root, so an accounting account still used here cannot be deleted.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { bankAccounts, expenseTypes, paymentMethods } from './schema';

const uses = (table: typeof bankAccounts | typeof expenseTypes | typeof paymentMethods) => (db: Db, code: string) =>
  db.select({ id: table.id }).from(table).where(eq(table.accountingCode, code)).get() !== undefined;

export const paymentSetupAccountingReferences = {
  'payment methods': uses(paymentMethods),
  'bank accounts': uses(bankAccounts),
  'expense types': uses(expenseTypes),
} as const;
