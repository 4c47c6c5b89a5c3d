import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  zCents,
  zEmail,
  zId,
  zIdParam,
  zIsoDay,
  zOneOf,
  zOptionalIsoDay,
  zOptionalText,
  zPassword,
  zPhone,
  zRequiredText,
  zSiret,
} from './zod';

/** The catalogue code the error mapper would read, or 'OK' with the parsed value. */
function codeOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'OK' : (result.error.issues[0]?.message ?? 'NO_ISSUE');
}

describe('zRequiredText', () => {
  const schema = zRequiredText(5);

  it.each([undefined, null, '', '   ', 12])('Required field: fails when empty (%j)', (input) => {
    expect(codeOf(schema, input)).toBe('REQUIRED');
  });

  it('Required field: the text is trimmed and kept', () => {
    expect(schema.parse('  abc ')).toBe('abc');
  });

  it('Refuses a text longer than its maximum with TOO_LONG', () => {
    expect(codeOf(schema, 'abcdef')).toBe('TOO_LONG');
    expect(codeOf(schema, ' abcde ')).toBe('OK');
  });
});

describe('zOptionalText', () => {
  const schema = zOptionalText(3);

  it.each([undefined, null, '', '  '])('An empty optional text becomes null (%j)', (input) => {
    expect(schema.parse(input)).toBeNull();
  });

  it('An optional text is trimmed and limited to its maximum', () => {
    expect(schema.parse(' ab ')).toBe('ab');
    expect(codeOf(schema, 'abcd')).toBe('TOO_LONG');
  });

  it('A missing key becomes null inside an object', () => {
    expect(z.object({ notes: schema }).parse({})).toEqual({ notes: null });
  });

  it('Types: the output is string | null', () => {
    expectTypeOf<z.output<typeof schema>>().toEqualTypeOf<string | null>();
  });
});

describe('zEmail', () => {
  it.each([undefined, null, '', ' '])('An empty e-mail is allowed and becomes null (%j)', (input) => {
    expect(zEmail().parse(input)).toBeNull();
  });

  it.each(['jérôme@example.fr', 'jean@example', `jean@example.${'a'.repeat(26)}`, 42])(
    'E-mail: otherwise the e-mail-problem message (%j)',
    (input) => {
      expect(codeOf(zEmail(), input)).toBe('INVALID_EMAIL');
    },
  );

  it('E-mail: a valid address is kept, trimmed', () => {
    expect(zEmail().parse(' jean@example.fr ')).toBe('jean@example.fr');
  });
});

describe('zPhone', () => {
  it('Invalid phone: gives INVALID_PHONE', () => {
    expect(codeOf(zPhone(), '06 12')).toBe('INVALID_PHONE');
  });

  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['', null],
    [undefined, null],
  ])('A phone is kept without separators, blank becomes null (%j)', (input, expected) => {
    expect(zPhone().parse(input)).toBe(expected);
  });
});

describe('zSiret', () => {
  it.each(['7328293200007A', '732829320000745'])('French company identifier: digits only, at most 14 (%j)', (input) => {
    expect(codeOf(zSiret(), input)).toBe('INVALID_SIRET');
  });

  it('French company identifier: spaces are removed before storing', () => {
    expect(zSiret().parse('732 829 320 00074')).toBe('73282932000074');
    expect(zSiret().parse('')).toBeNull();
  });
});

describe('zIsoDay and zOptionalIsoDay', () => {
  it('A required day passes as YYYY-MM-DD', () => {
    expect(zIsoDay().parse('2026-03-10')).toBe('2026-03-10');
  });

  it.each([undefined, null, ''])('A required day fails when empty (%j)', (input) => {
    expect(codeOf(zIsoDay(), input)).toBe('REQUIRED');
  });

  it.each(['2026-02-30', '10/03/2026', '2026-03-10T00:00:00Z'])(
    'Date fields longer than 10 characters or not real days are refused (%j)',
    (input) => {
      expect(codeOf(zIsoDay(), input)).toBe('INVALID_DATE');
      expect(codeOf(zOptionalIsoDay(), input)).toBe('INVALID_DATE');
    },
  );

  it.each([undefined, null, ''])('An empty optional day becomes null (%j)', (input) => {
    expect(zOptionalIsoDay().parse(input)).toBeNull();
  });
});

describe('zCents', () => {
  it.each([0, 1, 123456])('Amounts are integer cents, zero or more (%j)', (input) => {
    expect(zCents().parse(input)).toBe(input);
  });

  it.each([-1, 1.5, '100', Number.NaN, Infinity, null, undefined, 2 ** 60])(
    'Amount must be positive: value must be a valid number (%j)',
    (input) => {
      expect(codeOf(zCents(), input)).toBe('INVALID_NUMBER');
    },
  );
});

describe('zId and zIdParam', () => {
  it('An id is an integer, 0 asking for a new item', () => {
    expect(zId().parse(0)).toBe(0);
    expect(zId().parse(42)).toBe(42);
  });

  it.each([-1, 1.5, '3', null, undefined])('Required integer: an id fails when not an integer ≥ 0 (%j)', (input) => {
    expect(codeOf(zId(), input)).toBe('REQUIRED_INTEGER');
  });

  it('An id in a path is read from its digits', () => {
    expect(zIdParam().parse('17')).toBe(17);
    expect(codeOf(zIdParam(), '17a')).toBe('REQUIRED_INTEGER');
    expect(codeOf(zIdParam(), '-1')).toBe('REQUIRED_INTEGER');
  });
});

describe('zPassword', () => {
  it.each(['a', 'ab'])('Password at least 3 characters: refused as too short (%j)', (input) => {
    expect(codeOf(zPassword(), input)).toBe('PASSWORD_TOO_SHORT');
  });

  it.each([undefined, ''])('Password required for a new user (%j)', (input) => {
    expect(codeOf(zPassword(), input)).toBe('REQUIRED');
  });

  it.each(['abc', 'abcd', 'abcdef'])('Password: 3 characters or more is accepted (%j)', (input) => {
    expect(zPassword().parse(input)).toBe(input);
  });
});

describe('zOneOf', () => {
  const kinds = [
    { id: 1, label: 'Chèque' },
    { id: 3, label: 'Espèces' },
  ];

  it.each([1, 3])('an id of the enumeration is accepted (%j)', (input) => {
    expect(zOneOf(kinds, 'SLIP_TYPE_REQUIRED').parse(input)).toBe(input);
  });

  it.each([undefined, null, 0, 2, '1'])('anything else answers the field code (%j)', (input) => {
    expect(codeOf(zOneOf(kinds, 'SLIP_TYPE_REQUIRED'), input)).toBe('SLIP_TYPE_REQUIRED');
  });
});
