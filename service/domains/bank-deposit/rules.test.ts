import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../payment/kinds';
import { expectedClosing, isBankable, isBankableType, nextDepositNumber, shiftDay, shiftMonth } from './rules';

const live = {
  amountCents: 1_000,
  isGuarantee: false,
  isCancellation: false,
  isCancelled: false,
  isBanked: false,
  paidOn: '2026-11-20',
  cashOn: null,
};

describe('what may be banked', () => {
  it.each([
    ['a live payment', live, true],
    ['a guarantee held', { ...live, isGuarantee: true }, false],
    ['a cancelled payment', { ...live, isCancelled: true }, false],
    ['a cancelling row', { ...live, isCancellation: true, amountCents: -1_000 }, false],
    ['a refund', { ...live, amountCents: -500 }, false],
    ['a payment already banked', { ...live, isBanked: true }, false],
    ['a cheque of a split before its cashing day', { ...live, cashOn: '2026-11-23' }, false],
    ['a cheque of a split on its cashing day', { ...live, cashOn: '2026-11-22' }, true],
    ['a payment received after the deposit day', { ...live, paidOn: '2026-11-23' }, false],
  ])('%s → %s', (_name, facts, expected) => {
    expect(isBankable(facts, '2026-11-22')).toBe(expected);
  });

  it('cheques, vouchers, cash, cards, transfers and grouped payments go to the bank; credit notes, regulations and gifts do not', () => {
    expect(
      [PAYMENT_TYPE.cheque, PAYMENT_TYPE.holidayVoucher, PAYMENT_TYPE.cash, PAYMENT_TYPE.card].every(isBankableType),
    ).toBe(true);
    expect([PAYMENT_TYPE.creditNote, PAYMENT_TYPE.regulation, PAYMENT_TYPE.gift].some(isBankableType)).toBe(false);
  });
});

describe('the deposit number suggested (deposit number must be unique)', () => {
  it.each([
    ['CHQ', [], 'CHQ-0001'],
    ['chq', ['CHQ-0001', 'CHQ-0009', 'ESP-0042', 'CHQ-X'], 'CHQ-0010'],
    ['ESP', ['esp-0099'], 'ESP-0100'],
  ])('%s after %j → %s', (code, taken, expected) => {
    expect(nextDepositNumber(code, taken)).toBe(expected);
  });
});

describe('switchers and the expected float', () => {
  it('moves a month and a day across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('expects the opening float plus the cash taken less the cash banked', () => {
    expect(expectedClosing(20_000, 8_500, 6_000)).toBe(22_500);
  });
});
