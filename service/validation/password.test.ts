import { describe, expect, it } from 'vitest';
import { passwordCheck } from './password';

describe('passwordCheck', () => {
  it.each(['', 'a', 'ab', '😀😀'])('Password at least 3 characters: %j is refused as too short', (pw) => {
    expect(passwordCheck(pw)).toEqual({ error: 'PASSWORD_TOO_SHORT' });
  });

  it.each(['abc', 'abcd', '😀😀😀'])(
    'Password: fewer than 5 characters gives the unsafe-password message, as a warning (%j)',
    (pw) => {
      expect(passwordCheck(pw)).toEqual({ warning: 'UNSAFE_PASSWORD' });
    },
  );

  it.each(['abcde', 'correct horse battery staple'])('Password: 5 characters or more is fine (%j)', (pw) => {
    expect(passwordCheck(pw)).toEqual({});
  });
});
