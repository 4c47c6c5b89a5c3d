// The one place errors become CONTRACT.md's JSON: {serverMessage, message, fields?}.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError } from '../errors/app-error';
import { catalogue, type ErrorCode, errorMessage, isErrorCode } from '../errors/catalogue';
import type { AppEnv } from './env';

export interface ErrorBody {
  serverMessage: ErrorCode;
  message: string;
  fields?: Record<string, ErrorCode>;
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { serverMessage: error.code, message: errorMessage(error.code, error.params) };
  if (error.fields) body.fields = { ...error.fields };
  return body;
}

export function answerError(c: Context, error: AppError) {
  return c.json(errorBody(error), catalogue[error.code].status as ContentfulStatusCode);
}

/**
 * Rule codes that say what is wrong better than « Formulaire incorrect »: when a field fails one
 * of them, the answer carries it at the top (its code and message), the field still named.
 */
const headlineCodes: ReadonlySet<ErrorCode> = new Set(['START_AFTER_END']);

/** zod issues -> one field code each: the schema's own message when it is a catalogue code. */
export function fromZod(error: ZodError): AppError {
  const fields: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (fields[field]) continue;
    if (isErrorCode(issue.message)) fields[field] = issue.message;
    else if (issue.code === 'invalid_type' && issue.input === undefined) fields[field] = 'REQUIRED';
    else if (issue.code === 'too_big') fields[field] = 'TOO_LONG';
    else fields[field] = 'INVALID_TYPE';
  }
  const headline = Object.values(fields).find((code) => headlineCodes.has(code));
  return new AppError(headline ?? 'VALIDATION', { fields });
}

export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return answerError(c, err);
  if (err instanceof ZodError) return answerError(c, fromZod(err));
  if (err instanceof HTTPException && err.status === 413) {
    return answerError(c, new AppError('PAYLOAD_TOO_LARGE'));
  }
  c.get('deps')?.logger.error('unexpected error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: err.stack ?? String(err),
  });
  return answerError(c, new AppError('INTERNAL'));
}
