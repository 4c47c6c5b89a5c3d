// The one place errors become the error JSON: {serverMessage, message, fields?}.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { storageFault } from '../db/storage-fault';
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
 * Rule codes that say what is wrong better than « Formulaire incorrect »: when it is the only rule
 * failed, the answer carries it at the top (its code and message), the fields still named. Among
 * other errors, the form as a whole is incorrect.
 */
const headlineCodes: ReadonlySet<ErrorCode> = new Set(['START_AFTER_END']);

function codeOf(issue: ZodError['issues'][number]): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'REQUIRED';
  if (issue.code === 'too_big') return 'TOO_LONG';
  return 'INVALID_TYPE';
}

/**
 * zod issues -> one field code each: the schema's own message when it is a catalogue code. Paths
 * may hold the request's own keys (`constructor`, `__proto__`), hence a Map, the first issue winning.
 */
export function fromZod(error: ZodError): AppError {
  const fields = new Map<string, ErrorCode>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (!fields.has(field)) fields.set(field, codeOf(issue));
  }
  const [only, ...others] = new Set(fields.values());
  const headline = only !== undefined && others.length === 0 && headlineCodes.has(only) ? only : 'VALIDATION';
  return new AppError(headline, { fields: Object.fromEntries(fields) });
}

export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return answerError(c, err);
  if (err instanceof ZodError) return answerError(c, fromZod(err));
  if (err instanceof HTTPException && err.status === 413) {
    return answerError(c, new AppError('PAYLOAD_TOO_LARGE'));
  }
  const deps = c.get('deps');
  // A full disk or a read-only database is the storage's state, not a bug: its own code and message.
  const fault = storageFault(err, deps?.db.$client, deps?.clock.now() ?? new Date());
  deps?.logger.error(fault ? 'storage refused a write' : 'unexpected error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: err.stack ?? String(err),
  });
  return answerError(c, fault ?? new AppError('INTERNAL'));
}
