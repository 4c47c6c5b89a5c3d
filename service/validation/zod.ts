// zod building blocks for contracts shared by the service and the UI. Each failure carries the
// field's catalogue code as the issue message, which the error mapper puts under `fields`.
import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import { isValidEmail } from './email';
import { isIsoDay } from './iso-day';
import { PASSWORD_MIN_LENGTH } from './password';
import { isValidPhone, normalizePhone } from './phone';
import { isValidSiret, normalizeSiret } from './siret';

/** Optional text on the wire: null, undefined, '' and blanks all become null; the rest is trimmed. */
function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** A required text, trimmed, 1 to `max` characters. */
export function zRequiredText(max: number) {
  return z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(max, { error: 'TOO_LONG' });
}

/** An optional text, trimmed, at most `max` characters; blank becomes null. */
export function zOptionalText(max: number) {
  // Only a client bug sends a non-text here: the generic 'incorrect form' code is enough.
  return z
    .string({ error: 'VALIDATION' })
    .nullish()
    .transform(blankToNull)
    .refine((text) => text === null || text.length <= max, { error: 'TOO_LONG' });
}

/** An optional colour `#RRGGBB` (planning, partners); blank becomes null. */
export function zColor() {
  return zOptionalText(7).refine((text) => text === null || /^#[0-9a-fA-F]{6}$/.test(text), { error: 'INVALID_TYPE' });
}

/** An optional e-mail, trimmed; blank becomes null. */
export function zEmail() {
  return z
    .string({ error: 'INVALID_EMAIL' })
    .nullish()
    .transform(blankToNull)
    .refine((text) => text === null || isValidEmail(text), { error: 'INVALID_EMAIL' });
}

/** An optional phone, kept without separators; blank becomes null. */
export function zPhone() {
  return z
    .string({ error: 'INVALID_PHONE' })
    .nullish()
    .transform(blankToNull)
    .refine((text) => text === null || isValidPhone(text), { error: 'INVALID_PHONE' })
    .transform((text) => (text === null ? null : normalizePhone(text)));
}

/** An optional SIRET (at most 14 digits), kept without spaces; blank becomes null. */
export function zSiret() {
  return z
    .string({ error: 'INVALID_SIRET' })
    .nullish()
    .transform(blankToNull)
    .refine((text) => text === null || isValidSiret(text), { error: 'INVALID_SIRET' })
    .transform((text) => (text === null ? null : normalizeSiret(text)));
}

/** A required day, strict `YYYY-MM-DD`. */
export function zIsoDay() {
  return z.string({ error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).refine(isIsoDay, { error: 'INVALID_DATE' });
}

/** An optional day, strict `YYYY-MM-DD`; blank becomes null. */
export function zOptionalIsoDay() {
  return z
    .string({ error: 'INVALID_DATE' })
    .nullish()
    .transform(blankToNull)
    .refine((text) => text === null || isIsoDay(text), { error: 'INVALID_DATE' });
}

/** An amount in integer cents, zero or more. */
export function zCents() {
  return z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' });
}

/** An entity id in a body: integer, zero or more (0 asks for a new item). */
export function zId() {
  return z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'REQUIRED_INTEGER' });
}

/** A reference that must be chosen (a VAT rate, say): missing, null or 0 all answer `code`. */
export function zChosen(code: ErrorCode) {
  return z.int({ error: code }).positive({ error: code });
}

/** The id of an entry of a numbered enumeration (payment types, account kinds...); anything else is `code`. */
export function zOneOf(list: readonly { id: number }[], code: ErrorCode) {
  return z.number({ error: code }).refine((n) => list.some((e) => e.id === n), { error: code });
}

/** An entity id in a path or search parameter: a text of digits, read as a number. */
export function zIdParam() {
  return z
    .string({ error: 'REQUIRED_INTEGER' })
    .regex(/^\d{1,15}$/, { error: 'REQUIRED_INTEGER' })
    .transform(Number);
}

/** A password: refused under 3 characters. The 3-or-4 warning comes from `passwordCheck`. */
export function zPassword() {
  return z
    .string({ error: 'REQUIRED' })
    .min(1, { error: 'REQUIRED' })
    .refine((text) => [...text].length >= PASSWORD_MIN_LENGTH, { error: 'PASSWORD_TOO_SHORT' });
}

/** A server-paged list's criteria: page, page size (at most 500) and an optional sort. */
export const zListPaging = {
  page: z.int({ error: 'REQUIRED_INTEGER' }).min(1, { error: 'INVALID_NUMBER' }).default(1),
  pageSize: z
    .int({ error: 'REQUIRED_INTEGER' })
    .min(1, { error: 'INVALID_NUMBER' })
    .max(500, { error: 'INVALID_NUMBER' })
    .default(20),
  sort: z
    .object({ field: z.string().min(1, { error: 'REQUIRED' }), order: z.enum(['ascend', 'descend']).default('ascend') })
    .optional(),
};
