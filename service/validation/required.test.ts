import { describe, expect, it } from 'vitest';
import { checkRequired } from './required';

describe('checkRequired', () => {
  it.each([undefined, null, '', '   ', '\t\n', []])('Required field: fails when empty (%j)', (value) => {
    expect(checkRequired(value)).toBe('REQUIRED');
  });

  it.each(['a', ' a ', 0, false, [1], {}])('Required field: passes when filled (%j)', (value) => {
    expect(checkRequired(value)).toBeUndefined();
  });
});
