import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban } from './iban';

describe('isValidIban', () => {
  it.each([
    'FR76 3000 6000 0112 3456 7890 189',
    'FR7630006000011234567890189',
    'fr76 3000 6000 0112 3456 7890 189',
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'BE68 5390 0754 7034',
  ])('IBAN: passes the ISO 13616 mod-97 check, spaces ignored (%s)', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'FR76 3000 6000 0112 3456 7890 188'],
    ['swapped digits', 'FR76 3000 6000 0112 3456 7809 189'],
    ['no country', '7630006000011234567890189'],
    ['too short', 'BE68 5390 07'],
    ['too long', `FR76${'1'.repeat(31)}`],
    ['a symbol', 'FR76-3000-6000-0112-3456-7890-189'],
    ['empty', ''],
  ])('IBAN: refuses %s', (_rule, value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('IBAN display groups by four', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});
