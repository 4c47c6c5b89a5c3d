import { type ErrorCode, isErrorCode } from './catalogue';

/** The one error business code throws: a catalogue code, optional per-field codes and message parameters. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Readonly<Record<string, ErrorCode>>;
  readonly params?: Readonly<Record<string, string | number>>;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, ErrorCode>;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
  }
}

/** Throws the catalogue's validation error naming one field. */
export function fieldError(field: string, code: ErrorCode): AppError {
  return new AppError('VALIDATION', { fields: { [field]: code } });
}

export { isErrorCode };
