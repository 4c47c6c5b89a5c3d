import { type FieldCode, isBlank } from './codes';

// Local part, @, dot-separated domain labels, then a top-level domain of 2 to 25 letters.
// ASCII only: an accented address is refused, as the original check did.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,25}$`);
const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/** E-mail: INVALID_EMAIL unless valid; a blank value is left to the required check. */
export function checkEmail(value: unknown): FieldCode | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && isValidEmail(value.trim()) ? undefined : 'INVALID_EMAIL';
}
