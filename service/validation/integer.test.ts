import { describe, expect, it } from 'vitest';
import { checkRequiredInteger, parseInteger } from './integer';

describe('checkRequiredInteger', () => {
  it.each([null, undefined, '', ' ', 'abc', '12a', '1.5', 1.5, '1,5', Number.NaN, Infinity, '1e3', {}])(
    'Required integer: fails when null, undefined or unparseable (%j)',
    (value) => {
      expect(checkRequiredInteger(value)).toBe('REQUIRED_INTEGER');
    },
  );

  it.each([
    [0, 0],
    [42, 42],
    [-3, -3],
    ['7', 7],
    [' 12 ', 12],
    ['-5', -5],
    ['+5', 5],
    ['007', 7],
  ])('Required integer: passes a parseable integer (%j gives %j)', (value, expected) => {
    expect(checkRequiredInteger(value)).toBeUndefined();
    expect(parseInteger(value)).toBe(expected);
  });

  it('Required integer: refuses an integer beyond the safe range', () => {
    expect(parseInteger('9007199254740993')).toBeNull();
    expect(parseInteger(2 ** 60)).toBeNull();
  });
});
