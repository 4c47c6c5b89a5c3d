// Pure rules of the payment set-up: no I/O.

/** From-ticket at or below to-ticket (either end may be left blank). */
export function isTicketRangeValid(r: { fromTicket: number | null; toTicket: number | null }): boolean {
  return r.fromTicket === null || r.toTicket === null || r.fromTicket <= r.toTicket;
}

/** Automatic-remittance method needs a bank account. */
export function lacksRemittanceAccount(m: { isAutoRemittance: boolean; bankAccountId: number | null }): boolean {
  return m.isAutoRemittance && m.bankAccountId === null;
}

/** The point of sale that exists by default and cannot be deleted or renamed. */
export const CENTRAL_POINT_OF_SALE = 'CENTRAL';

export function normalizeSepaCreditorId(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * SEPA creditor identifier (ICS, EPC262-08): country, two check digits, a 3-character business
 * code (not checked), then the national identifier. The check digits make the national
 * identifier followed by the country and '00', letters read as 10..35, equal 98 - n mod 97.
 */
export function isValidSepaCreditorId(value: string): boolean {
  const ics = normalizeSepaCreditorId(value);
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(ics);
  if (!match) return false;
  const [, country = '', check = '', national = ''] = match;
  let remainder = 0;
  for (const char of `${national}${country}00`) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return 98 - remainder === Number(check);
}
