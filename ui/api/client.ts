// The one fetch wrapper: same-origin credentials, the anti-forgery header on every call, and errors
// turned into ApiError carrying the error JSON {serverMessage, message, fields}.
export interface ErrorPayload {
  serverMessage: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, payload: ErrorPayload) {
    super(payload.message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = payload.serverMessage;
    this.fields = payload.fields;
  }
}

function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

type Listener = (error: ApiError, options: CallOptions) => void;
const listeners = new Set<Listener>();

/** The shell subscribes here: every failed call reaches the central error handler. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller shows the error itself; the central handler stays quiet (401 and 403 still reach it). */
  quiet?: boolean;
  /** Codes the caller shows itself (a refused save's reload dialog): no toast for them. */
  quietFor?: readonly string[];
  /** A failed search is shown as a warning, not an error. */
  isSearch?: boolean;
  /** A 403 is expected (nobody was signed in on this browser): no toast, the caller redirects. */
  isSignedOutExpected?: boolean;
}

async function send(path: string, options: CallOptions): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  // On every call, GETs included: activation, backup and logout are GETs that write.
  headers['X-XSRF-TOKEN'] = cookie('XSRF-TOKEN') ?? '';
  const res = await fetch(`/rest/${path}`, { method, headers, body, credentials: 'same-origin' });
  if (res.ok) return res;
  const payload: ErrorPayload = await res
    .json()
    .catch(() => ({ serverMessage: 'INTERNAL', message: 'Une erreur est survenue' }));
  const error = new ApiError(res.status, payload);
  const isExpected = res.status === 403 && options.isSignedOutExpected;
  const isShown =
    (!options.quiet && !options.quietFor?.includes(error.serverMessage)) || res.status === 401 || res.status === 403;
  if (isShown && !isExpected) for (const l of listeners) l(error, options);
  throw error;
}

export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  return (await send(path, options)).json() as Promise<T>;
}

/** A file answer (CSV, PDF): saved by the browser under the server's file name. */
export async function download(path: string, options: CallOptions = {}): Promise<void> {
  const res = await send(path, options);
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? 'export');
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
