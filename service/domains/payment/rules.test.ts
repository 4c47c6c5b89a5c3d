import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from './kinds';
import {
  addMonths,
  changeOf,
  creditNoteRefusal,
  dueNow,
  reachesDeposit,
  surplusOf,
  typeRefusal,
  validUntilOf,
} from './rules';

const card = { cardNumber: '4970 1012 3456 7890', cardExpiry: '09/28', cardOwner: 'P. LALANNE', cardCryptogram: '123' };
const cheque = { chequeNumber: '12', chequeHolder: 'Paul', payingBankId: 1 };

describe('"Card payment: cryptogram, expiry date, card number and owner name required"', () => {
  it.each([
    [{}, null],
    [{ cardNumber: '' }, 'CARD_NUMBER_REQUIRED'],
    [{ cardNumber: '1234' }, 'CARD_NUMBER_REQUIRED'],
    [{ cardExpiry: '' }, 'CARD_EXPIRY_REQUIRED'],
    [{ cardExpiry: '00/28' }, 'CARD_EXPIRY_REQUIRED'],
    [{ cardOwner: null }, 'CARD_OWNER_REQUIRED'],
    [{ cardCryptogram: null }, 'CARD_CRYPTOGRAM_REQUIRED'],
    [{ cardCryptogram: '12a' }, 'CARD_CRYPTOGRAM_REQUIRED'],
  ])('%o → %s', (change, code) => {
    expect(typeRefusal(PAYMENT_TYPE.card, { amountCents: 100, ...card, ...change })).toBe(code);
  });
});

describe('"Cheque: holder name, number, paying establishment required; cheque split must match the expected amount"', () => {
  it.each([
    [{}, null],
    [{ chequeHolder: '' }, 'CHEQUE_HOLDER_REQUIRED'],
    [{ chequeNumber: null }, 'CHEQUE_NUMBER_REQUIRED'],
    [{ payingBankId: null }, 'CHEQUE_BANK_REQUIRED'],
    [{ cheques: [{ amountCents: 60 }, { amountCents: 40 }] }, 'CHEQUE_NUMBER_REQUIRED'],
    [
      {
        cheques: [
          { amountCents: 60, chequeNumber: '1' },
          { amountCents: 40, chequeNumber: '2' },
        ],
      },
      null,
    ],
    [
      {
        cheques: [
          { amountCents: 60, chequeNumber: '1' },
          { amountCents: 39, chequeNumber: '2' },
        ],
      },
      'CHEQUE_SPLIT_MISMATCH',
    ],
  ])('%o → %s', (change, code) => {
    expect(typeRefusal(PAYMENT_TYPE.cheque, { amountCents: 100, ...cheque, ...change })).toBe(code);
  });
});

describe('change: cash only, never on holiday vouchers', () => {
  it.each([
    [PAYMENT_TYPE.cash, 3500, 5000, { changeCents: 1500 }],
    [PAYMENT_TYPE.cash, 3500, null, { changeCents: 0 }],
    [PAYMENT_TYPE.cash, 3500, 3000, { refusal: 'TENDERED_BELOW_AMOUNT' }],
    [PAYMENT_TYPE.holidayVoucher, 3500, 3500, { changeCents: 0 }],
    [PAYMENT_TYPE.holidayVoucher, 3500, 4000, { refusal: 'HOLIDAY_VOUCHER_NO_CHANGE' }],
    [PAYMENT_TYPE.cheque, 3500, 4000, { changeCents: 0 }],
  ])('type %i, amount %i, tendered %s → %o', (type, amountCents, tenderedCents, expected) => {
    expect(changeOf(type, { amountCents, tenderedCents })).toEqual(expected);
  });
});

describe('surplus beyond what is owed: a credit note, never cash back', () => {
  it.each([
    [PAYMENT_TYPE.cheque, 15_000, 14_000, false, { surplusCents: 1000 }],
    [PAYMENT_TYPE.cheque, 14_000, 14_000, false, { surplusCents: 0 }],
    [PAYMENT_TYPE.cheque, 1000, -500, false, { surplusCents: 1000 }],
    [PAYMENT_TYPE.holidayVoucher, 15_000, 14_000, false, { refusal: 'HOLIDAY_VOUCHER_NO_CHANGE' }],
    [PAYMENT_TYPE.holidayVoucher, 15_000, 14_000, true, { surplusCents: 1000 }],
    [PAYMENT_TYPE.creditNote, 15_000, 14_000, true, { refusal: 'CREDIT_NOTE_EXCEEDED' }],
  ])('type %i, %i paid on %i owed, keep %s → %o', (type, amount, owed, keep, expected) => {
    expect(surplusOf(type, amount, owed, keep)).toEqual(expected);
  });
});

describe('a credit note pays its own customer, until its last day, up to what remains', () => {
  const note = { customerId: 7, validUntil: '2027-05-01', remainingCents: 5000 };
  it.each([
    [7, 5000, '2027-05-01', null],
    [8, 100, '2026-06-01', 'CREDIT_NOTE_OTHER_CUSTOMER'],
    [7, 100, '2027-05-02', 'CREDIT_NOTE_EXPIRED'],
    [7, 5001, '2026-06-01', 'CREDIT_NOTE_EXCEEDED'],
  ])('customer %i, %i cents on %s → %s', (customerId, amount, today, code) => {
    expect(creditNoteRefusal(note, customerId, amount, today)).toBe(code);
  });

  it('"credit validity in months": the same day, months later (end of a shorter month); none without a validity', () => {
    expect(addMonths('2026-05-01', 12)).toBe('2027-05-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(validUntilOf('2026-05-01', 0)).toBeNull();
    expect(validUntilOf('2026-05-01', null)).toBeNull();
  });
});

describe('due now and the option confirmed on its deposit', () => {
  const s = { remainingCents: 14_000, paidCents: 0, downPaymentCents: 3500, balanceDueDate: '2026-06-10' };
  it.each([
    [s, '2026-05-01', 3500],
    [{ ...s, paidCents: 1000, remainingCents: 13_000 }, '2026-05-01', 2500],
    [{ ...s, paidCents: 4000, remainingCents: 10_000 }, '2026-05-01', 0],
    [s, '2026-06-10', 14_000],
    [{ ...s, balanceDueDate: null }, '2026-05-01', 14_000],
    [{ ...s, remainingCents: -100 }, '2026-06-10', 0],
  ])('%o on %s → %i', (summary, today, due) => {
    expect(dueNow(summary, today)).toBe(due);
  });

  it('an option reaches its deposit when paid ≥ deposit (a deposit of 0 confirms nothing)', () => {
    expect(reachesDeposit({ kind: 2, downPaymentCents: 3500 }, 3500, true)).toBe(true);
    expect(reachesDeposit({ kind: 2, downPaymentCents: 3500 }, 3499, true)).toBe(false);
    expect(reachesDeposit({ kind: 2, downPaymentCents: 0 }, 100, true)).toBe(false);
    expect(reachesDeposit({ kind: 2, downPaymentCents: 3500 }, 3500, false)).toBe(false);
  });
});
