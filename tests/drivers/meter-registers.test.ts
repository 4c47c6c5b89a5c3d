import { describe, expect, it } from 'vitest';
import { decodeIndex, type MeterType, rawIndex } from '../../drivers/modbus';

const kwh: MeterType = { table: 'holding', address: 0, wordOrder: 'high-first', scale: 2, unit: 'kWh' };

describe('meter index over two registers', () => {
  it.each([
    { words: [0x0001, 0x86a0], order: 'high-first', raw: 100000 },
    { words: [0x86a0, 0x0001], order: 'low-first', raw: 100000 },
    { words: [0xffff, 0xffff], order: 'high-first', raw: 0xffffffff },
    { words: [0x0000, 0x0000], order: 'low-first', raw: 0 },
  ] as const)(
    'the index is an unsigned 32-bit value in the word order of the meter type ($order)',
    ({ words, order, raw }) => {
      expect(rawIndex(words, order)).toBe(raw);
    },
  );

  it('the scale says how many decimals the raw integer carries', () => {
    expect(decodeIndex([0x0001, 0x86a3], kwh)).toEqual({ raw: 100003, value: 1000.03 });
    expect(decodeIndex([0x0001, 0x86a3], { ...kwh, scale: 0 })).toEqual({ raw: 100003, value: 100003 });
  });

  it('refuses anything but two registers', () => {
    expect(() => rawIndex([1], 'high-first')).toThrow(RangeError);
  });
});
