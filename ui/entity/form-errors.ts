// Field errors, from the shared zod schema before sending or from the server's 400 after, shown
// on the form fields in French through the error catalogue.
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { errorMessage, isErrorCode } from '../../service/errors/catalogue';

export type FieldErrors = { name: (string | number)[]; errors: string[] }[];

export function messageOf(code: string): string {
  return isErrorCode(code) ? errorMessage(code) : code;
}

/** `addressList.0.town` -> ['addressList', 0, 'town'], the antd form path. */
export function toFieldPath(path: string): (string | number)[] {
  return path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

export function fromServerFields(fields: Record<string, string> | undefined): FieldErrors {
  return Object.entries(fields ?? {}).map(([path, code]) => ({ name: toFieldPath(path), errors: [messageOf(code)] }));
}

/** Validates with the service's schema; answers the parsed body, or shows the errors and answers null. */
export function validateWith<S extends z.ZodType>(form: FormInstance, schema: S, values: unknown): z.infer<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors: FieldErrors = [];
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    const code = isErrorCode(issue.message) ? issue.message : issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE';
    errors.push({ name: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), errors: [messageOf(code)] });
  }
  form.setFields(errors);
  return null;
}

/** A field's error goes away as soon as the user edits it (antd `onFieldsChange`). */
export function clearEditedErrors(form: FormInstance) {
  return (changed: { name: FieldErrors[number]['name']; errors?: string[] }[]) => {
    const stale = changed.filter((f) => f.errors?.length);
    if (stale.length > 0) form.setFields(stale.map((f) => ({ name: f.name, errors: [] })));
  };
}
