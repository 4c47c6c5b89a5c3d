import { describe, expect, it } from 'vitest';
import { checkEmail, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'jean.dupont@example.fr',
    'a@b.co',
    'camping+resa@mail.example.com',
    "o'neil@example.ie",
    'x_y-z@sub-domain.example.museum',
    `a@example.${'a'.repeat(25)}`,
  ])('E-mail: local part, @, domain and a top-level domain of 2 to 25 letters (%s)', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['no at sign', 'jean.example.fr'],
    ['no local part', '@example.fr'],
    ['no domain', 'jean@.fr'],
    ['no top-level domain', 'jean@example'],
    ['one-letter top-level domain', 'jean@example.f'],
    ['26-letter top-level domain', `jean@example.${'a'.repeat(26)}`],
    ['digits in top-level domain', 'jean@example.f1'],
    ['accent in local part', 'jérôme@example.fr'],
    ['accent in domain', 'jean@économie.fr'],
    ['blank inside', 'jean dupont@example.fr'],
    ['two at signs', 'jean@dupont@example.fr'],
    ['leading dot', '.jean@example.fr'],
    ['double dot', 'jean..dupont@example.fr'],
    ['domain label ending in dash', 'jean@example-.fr'],
    ['too long', `${'a'.repeat(250)}@example.fr`],
  ])('E-mail: refuses %s', (_rule, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('checkEmail', () => {
  it('E-mail: otherwise the e-mail-problem message', () => {
    expect(checkEmail('jean@example')).toBe('INVALID_EMAIL');
    expect(checkEmail(42)).toBe('INVALID_EMAIL');
  });

  it('E-mail: surrounding blanks are ignored', () => {
    expect(checkEmail('  jean@example.fr ')).toBeUndefined();
  });

  it.each([null, undefined, '', '  '])('Leaves a blank e-mail to the required check (%j)', (value) => {
    expect(checkEmail(value)).toBeUndefined();
  });
});
