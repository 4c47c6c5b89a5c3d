import { describe, expect, it } from 'vitest';
import { isTicketRangeValid, isValidSepaCreditorId, lacksRemittanceAccount } from './rules';

describe('payment set-up rules', () => {
  it.each([
    [100, 200, true],
    [100, 100, true],
    [200, 100, false],
    [null, 100, true],
    [100, null, true],
  ])('From-ticket at or below to-ticket: %s to %s is %s', (fromTicket, toTicket, valid) => {
    expect(isTicketRangeValid({ fromTicket, toTicket })).toBe(valid);
  });

  it.each([
    [true, null, true],
    [true, 3, false],
    [false, null, false],
  ])('Automatic-remittance method needs a bank account: auto %s, account %s lacks one: %s', (auto, account, lacks) => {
    expect(lacksRemittanceAccount({ isAutoRemittance: auto, bankAccountId: account })).toBe(lacks);
  });

  it.each([
    ['FR72ZZZ123456', true],
    ['fr72 zzz 123456', true],
    ['DE98ZZZ09999999999', true],
    ['FR73ZZZ123456', false],
    ['FR72ZZZ', false],
    ['123456', false],
  ])('SEPA creditor identifier (ICS) %s is valid: %s', (ics, valid) => {
    expect(isValidSepaCreditorId(ics)).toBe(valid);
  });
});
