// Headers on every answer. The policy forbids framing (clickjacking) and allows only this origin's
// scripts. Styles may be inline: antd writes its CSS-in-JS into <style> tags at runtime, and
// index.html carries one small <style>. API answers hold personal data: no cache keeps them.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const everyAnswer: readonly (readonly [string, string])[] = [
  ['content-security-policy', contentSecurityPolicy],
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'same-origin'],
];

/**
 * Set before the handler runs, so the answer is built with them: setting a header on an answer
 * already built makes Hono rebuild it around a stream, the slow path of the Node adapter. A route
 * may still set its own cache-control over the API's default.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isApi = c.req.path === '/rest' || c.req.path.startsWith('/rest/');
    for (const [name, value] of everyAnswer) c.header(name, value);
    if (isApi) c.header('cache-control', 'no-store');
    await next();
    // A handler that built its own Response (an export, a file) did not take the headers above.
    if (c.res.headers.has('x-frame-options')) return;
    for (const [name, value] of everyAnswer) c.header(name, value);
    if (isApi && !c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  };
}
