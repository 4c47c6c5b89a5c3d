// What payments hold on the set-up: a method or a paying bank used by a payment is never deleted.
import { heldIn } from '../../db/reference-checks';
import { payments } from './schema';

export const paymentReferences = {
  method: heldIn<number>(payments.paymentMethodId),
  payingBank: heldIn<number>(payments.payingBankId),
};
