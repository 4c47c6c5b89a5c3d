import { type FieldCode, isBlank } from './codes';

/** Required field: fails when empty — nothing, blanks only, or an empty list. */
export function checkRequired(value: unknown): FieldCode | undefined {
  if (isBlank(value)) return 'REQUIRED';
  if (Array.isArray(value) && value.length === 0) return 'REQUIRED';
  return undefined;
}
