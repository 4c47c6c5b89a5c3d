// Session and anti-forgery cookies. The session cookie is HttpOnly and SameSite=Strict; the
// XSRF-TOKEN cookie is readable by the UI, which echoes it in X-XSRF-TOKEN on every call; writes check it.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import type { Sessions } from '../domains/security/sessions';
import { AppError } from '../errors/app-error';
import type { AppEnv } from './env';

const plainName = 'bivouac_session';
const securedName = '__Host-bivouac_session';
const xsrfCookie = 'XSRF-TOKEN';
const xsrfHeader = 'X-XSRF-TOKEN';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function readToken(c: Context): string | undefined {
  return getCookie(c, securedName) ?? getCookie(c, plainName);
}

export function setSessionCookies(c: Context, sessions: Sessions, token: string): void {
  const secure = isHttps(c);
  const common = { path: '/', sameSite: 'Strict', secure } as const;
  setCookie(c, secure ? securedName : plainName, token, { ...common, httpOnly: true });
  setCookie(c, xsrfCookie, sessions.xsrfToken(token), common);
}

export function clearSessionCookies(c: Context): void {
  const secure = isHttps(c);
  deleteCookie(c, secure ? securedName : plainName, { path: '/', secure });
  deleteCookie(c, xsrfCookie, { path: '/', secure });
}

export function sessionLoader(sessions: Sessions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readToken(c);
    const user = token ? sessions.resolve(token) : null;
    c.set('session', user);
    c.set('sessionToken', user && token ? token : null);
    await next();
  };
}

const writesOnGet = new WeakSet<object>();

/**
 * Marks a GET that changes state (activation, backup, logout: the spec's call shapes keep them GETs)
 * as a write, so that the anti-forgery check applies to it as to any POST.
 */
export function changesState(): MiddlewareHandler<AppEnv> {
  const marker: MiddlewareHandler<AppEnv> = (_c, next) => next();
  writesOnGet.add(marker);
  return marker;
}

export function isMarkedWrite(handler: object): boolean {
  return writesOnGet.has(handler);
}

function isWrite(c: Context): boolean {
  return !safeMethods.has(c.req.method) || matchedRoutes(c).some((r) => isMarkedWrite(r.handler));
}

/**
 * Double submit: on every write of a signed-in session the header must equal the cookie and be
 * the HMAC of this session's token. Without a session the rights guard answers NOT_CONNECTED.
 */
export function xsrfCheck(sessions: Sessions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.get('sessionToken');
    // Public pages (a guest's guarantee link) act on their own signed token, never on the session.
    if (token && isWrite(c) && c.req.path !== '/rest/login' && !c.req.path.startsWith('/rest/public/')) {
      const header = c.req.header(xsrfHeader) ?? '';
      const cookie = getCookie(c, xsrfCookie) ?? '';
      if (header === '' || header !== cookie || !sessions.isValidXsrf(token, header)) {
        throw new AppError('XSRF');
      }
    }
    await next();
  };
}
