// Reads a JSON body and parses it with a contract schema; the only way routes read bodies.
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { fromZod } from './errors';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return parse(schema, {});
  if (!type.toLowerCase().startsWith('application/json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
  return parse(schema, value);
}

/**
 * The file of a multipart upload's field. A body the multipart parser cannot read (no boundary,
 * truncated parts) is the caller's error, not the server's.
 */
export async function readUpload(c: Context, field: string): Promise<File> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let form: Awaited<ReturnType<Context['req']['parseBody']>>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('MALFORMED_MULTIPART');
  }
  const file = form[field];
  if (!(file instanceof File)) throw new AppError('VALIDATION', { fields: { [field]: 'REQUIRED' } });
  return file;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

/** A positive integer path parameter, or 404 for anything else (`/edit/abc`). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new AppError('NOT_FOUND');
  return Number(raw);
}
