import { describe, expect, it } from 'vitest';
import { extractNumber } from './extract-number';

describe('extractNumber', () => {
  it.each([
    ['12', 12],
    ['abc12d3', 123],
    ['  7 nuits', 7],
    ['007', 7],
    ['-5', 5],
    ['12,5', 125],
  ])('Numeric text extraction keeps the digits (%j → %j)', (text, expected) => {
    expect(extractNumber(text)).toBe(expected);
  });

  it.each([
    ['10000', 9999],
    ['99999999999999999999999', 9999],
    ['9999', 9999],
  ])('Numeric text extraction is capped at a maximum (default 9999) (%j)', (text, expected) => {
    expect(extractNumber(text)).toBe(expected);
  });

  it('Numeric text extraction is capped at the given maximum', () => {
    expect(extractNumber('150', 100)).toBe(100);
    expect(extractNumber('50', 100)).toBe(50);
  });

  it.each(['', 'abc', '-,'])('Numeric text extraction gives undefined when there is no digit (%j)', (text) => {
    expect(extractNumber(text)).toBeUndefined();
  });
});
