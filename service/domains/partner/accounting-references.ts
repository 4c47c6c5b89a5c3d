// Accounting codes partners, commissions and discounts hold as text: registered by the
// composition root, so an accounting account still used here cannot be deleted.
import { heldIn } from '../../db/reference-checks';
import { commissions, discounts, partners } from './schema';

export const partnerAccountingReferences = {
  partners: heldIn<string>(partners.accountingCode),
  commissions: heldIn<string>(commissions.accountingCode),
  discounts: heldIn<string>(discounts.accountingCode),
} as const;
