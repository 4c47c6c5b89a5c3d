// The integration tests' Client over a signed-in browser page, so the shared scene builders of
// tests/support (bookingSite, pricedSite) set up an e2e site through the same real calls.
import type { Page } from 'playwright-core';
import type { Client } from '../../support/client';

export function pageClient(page: Page): Client {
  const xsrf = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const client: Client = {
    cookies: new Map(),
    async request(path, init) {
      const method = init.method ?? 'GET';
      const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
      if (method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(await xsrf());
      const res = await page.request.fetch(path, { method, headers, data: init.body as string | undefined });
      const status = res.status();
      return new Response(status === 204 ? null : new Uint8Array(await res.body()), { status, headers: res.headers() });
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
