// Drives app.request() like a browser: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN.
import type { Hono } from 'hono';

type Fetchable = Pick<Hono, 'request'>;

export interface Client {
  readonly cookies: Map<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  request(path: string, init: RequestInit): Promise<Response>;
}

export function clientFor(app: Fetchable): Client {
  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  const headersFor = (extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { ...extra };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf && !('X-XSRF-TOKEN' in extra)) headers['X-XSRF-TOKEN'] = xsrf;
    return headers;
  };
  const client: Client = {
    cookies,
    async request(path, init) {
      const headers = headersFor(init.headers as Record<string, string> | undefined);
      return remember(await app.request(path, { ...init, headers }));
    },
    get: (path, headers) => client.request(path, { method: 'GET', headers }),
    post: (path, body, headers = {}) =>
      client.request(path, {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
  return client;
}
