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

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('content-security-policy', contentSecurityPolicy);
    c.header('x-frame-options', 'DENY');
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'same-origin');
    const isApi = c.req.path === '/rest' || c.req.path.startsWith('/rest/');
    if (isApi && !c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  };
}
