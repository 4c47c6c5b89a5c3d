// "Method or bank account in use": deletion asks these lists (and the bank's). Payments, deposits and sales,
// built later, register their checks through index.ts; the set-up's own references are here.
import { eq } from 'drizzle-orm';
import { referenceChecks } from '../../db/reference-checks';
import { bankAccounts, depositTypes, paymentMethods } from './schema';

export const paymentMethodUsage = referenceChecks<number>();
export const bankAccountUsage = referenceChecks<number>();
export const bankUsage = referenceChecks<number>();

bankUsage.register(
  'bank accounts',
  (db, id) =>
    db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.bankId, id)).get() !== undefined,
);

bankAccountUsage.register(
  'payment methods',
  (db, id) =>
    db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.bankAccountId, id)).get() !==
    undefined,
);
bankAccountUsage.register(
  'deposit types',
  (db, id) =>
    db.select({ id: depositTypes.id }).from(depositTypes).where(eq(depositTypes.bankAccountId, id)).get() !== undefined,
);
