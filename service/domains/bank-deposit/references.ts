// What deposits and cash floats hold on the set-up: their method and bank account are never deleted.
import { heldIn } from '../../db/reference-checks';
import { cashFunds, deposits } from './schema';

export const depositReferences = {
  method: heldIn<number>(deposits.paymentMethodId),
  cashFundMethod: heldIn<number>(cashFunds.paymentMethodId),
  bankAccount: heldIn<number>(deposits.bankAccountId),
};
