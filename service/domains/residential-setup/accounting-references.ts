// The accounting code residential fees are posted to, held as text (meter types hold none):
// registered by the composition root, so an accounting account still used here cannot be deleted.
import { heldIn } from '../../db/reference-checks';
import { residentialFees } from './schema';

export const residentialAccountingReferences = {
  'residential fees': heldIn<string>(residentialFees.accountingCode),
} as const;
