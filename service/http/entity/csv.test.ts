import { describe, expect, it } from 'vitest';
import { neutralised, toCsv } from './csv';

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('CSV exports neutralise formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+33 6 12 34 56 78', `'+33 6 12 34 56 78`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Dupont', 'Dupont'],
    ['a=b', 'a=b'],
  ])('a cell starting with =, +, -, @, tab or carriage return is prefixed with a quote: %j', (text, expected) => {
    expect(neutralised(text)).toBe(expected);
  });

  it('neutralises text columns but leaves a negative amount a number', () => {
    const csv = toCsv(
      [{ name: '=1+2', balance: -1250 }],
      [
        { header: 'Nom', value: (r) => r.name },
        { header: 'Solde', value: (r) => r.balance, format: 'money' },
      ],
    );
    expect(rows(csv)).toEqual(['Nom;Solde', `'=1+2;-12,50`]);
  });
});
