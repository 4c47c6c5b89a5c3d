import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { AppError } from '../../errors/app-error';
import { readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { changesState, clearSessionCookies, setSessionCookies } from '../../http/session';
import { loginSchema } from './contract';
import type { Sessions } from './sessions';
import type { SignIn } from './sign-in';

const jsonType = { 'content-type': 'application/json' } as const;

function clientAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

export function authRoutes(signIn: SignIn, sessions: Sessions) {
  return (
    new Hono<AppEnv>()
      .post('/login', allow.anyone(), async (c) => {
        const input = await readJson(c, loginSchema);
        const meta = { ip: clientAddress(c), userAgent: c.req.header('user-agent') };
        const { token, user } = await signIn.signIn(input, meta);
        setSessionCookies(c, sessions, token);
        return c.json({ user: signIn.currentUser(user) });
      })
      .get('/logout', allow.anyone(), changesState(), (c) => {
        const token = c.get('sessionToken');
        if (token) signIn.signOut(token);
        clearSessionCookies(c);
        return c.json({ status: 'LOGGED_OUT' });
      })
      .get('/security/user/current', allow.signedIn(), (c) => {
        const user = c.get('session');
        if (!user) return c.json({ user: null });
        return c.body(signIn.currentUserJson(user), 200, jsonType);
      })
      // Asked by the screens at each navigation and after a 401: the rights as the route guard reads them.
      .get('/security/user/current/access', allow.signedIn(), (c) => {
        const user = c.get('session');
        if (!user) throw new AppError('NOT_CONNECTED');
        return c.json(signIn.currentAccess(user, c.req.query('version')));
      })
  );
}
