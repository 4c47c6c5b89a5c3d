// Accounting codes the payment set-up holds as text: registered as references by the composition
// root, so an accounting account still used here cannot be deleted.
import { heldIn } from '../../db/reference-checks';
import { bankAccounts, expenseTypes, paymentMethods } from './schema';

export const paymentSetupAccountingReferences = {
  'payment methods': heldIn<string>(paymentMethods.accountingCode),
  'bank accounts': heldIn<string>(bankAccounts.accountingCode),
  'expense types': heldIn<string>(expenseTypes.accountingCode),
} as const;
