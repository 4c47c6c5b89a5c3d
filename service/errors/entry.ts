// One entry of the error catalogue: the HTTP status and the French message of a code.
export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503 | 507;

export interface Entry {
  readonly status: ErrorStatus;
  readonly message: string;
}
