// Password length: the user form refuses under 3 characters, the shared
// check calls under 5 unsafe. Both readings hold: under 3 is an error, 3 or 4 a warning.
export const PASSWORD_MIN_LENGTH = 3;
export const PASSWORD_SAFE_LENGTH = 5;

export interface PasswordVerdict {
  /** Refused: the password cannot be saved. */
  error?: 'PASSWORD_TOO_SHORT';
  /** Accepted, but the user is told it is weak. */
  warning?: 'UNSAFE_PASSWORD';
}

/** Characters are counted as code points, so an emoji counts once. */
export function passwordCheck(password: string): PasswordVerdict {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { error: 'PASSWORD_TOO_SHORT' };
  if (length < PASSWORD_SAFE_LENGTH) return { warning: 'UNSAFE_PASSWORD' };
  return {};
}
