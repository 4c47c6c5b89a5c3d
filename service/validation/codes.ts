// The catalogue codes a field check can answer. The service's error mapper puts them under
// `fields`, the UI turns them into French messages; keep them in step with the error catalogue.
export type FieldCode =
  | 'REQUIRED'
  | 'REQUIRED_INTEGER'
  | 'INVALID_NUMBER'
  | 'DATE_IN_PAST'
  | 'INVALID_EMAIL'
  | 'PASSWORD_TOO_SHORT'
  | 'UNSAFE_PASSWORD'
  | 'INVALID_SIRET'
  | 'INVALID_PHONE'
  | 'INVALID_DATE'
  | 'TOO_LONG';

/** A value the user has not filled in: null, undefined, or a string of blanks. */
export function isBlank(value: unknown): value is null | undefined | string {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
