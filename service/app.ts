// createApp(deps): the whole HTTP surface, built from injected dependencies and nothing global.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { Deps } from './deps';
import { IMPORT_V1_UPLOAD_LIMIT } from './domains/import-v1/contract';
import { createModuleSwitches } from './domains/module';
import { authRoutes } from './domains/security/auth-routes';
import { createSessions } from './domains/security/sessions';
import { createSignIn } from './domains/security/sign-in';
import { createSignInThrottle } from './domains/security/throttle';
import { AppError } from './errors/app-error';
import { bodyLimit } from './http/body-limit';
import { entityRoutes } from './http/entity/router';
import type { AppEnv } from './http/env';
import { onError } from './http/errors';
import { allow, rightsGuard } from './http/guard';
import { securityHeaders } from './http/security-headers';
import { sessionLoader, xsrfCheck } from './http/session';
import { spa } from './http/static';
import { domainRoutes, entityDescriptors } from './registry';

export const bodyLimits = { json: 1024 * 1024, upload: 5 * 1024 * 1024 } as const;

export function createApp(deps: Deps) {
  const sessions = createSessions(deps.db, deps.clock);
  const moduleSwitches = createModuleSwitches(deps.db, deps.clock);
  const signIn = createSignIn(deps.db, sessions, createSignInThrottle(deps.clock), moduleSwitches.isActive);
  // Hono's default router first tries its RegExpRouter, which refuses these routes (one path
  // segment named :id on one route and otherwise on another), then falls back to this one: at the
  // first request, after inserting all ~1,800 routes in vain. Naming it skips that attempt.
  const app = new Hono<AppEnv>({ router: new TrieRouter() });

  app.onError(onError);
  app.notFound(() => {
    throw new AppError('NOT_FOUND');
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    // Set before the handler, as the security headers are; again after for a Response built by hand.
    c.header('x-request-id', requestId);
    await next();
    if (!c.res.headers.has('x-request-id')) c.header('x-request-id', requestId);
  });
  app.use('*', securityHeaders());
  // On every path: a body sent to a UI path is refused after being read, like any other.
  app.use(
    '*',
    bodyLimit((c) =>
      c.req.path.startsWith('/rest/import-v1/')
        ? IMPORT_V1_UPLOAD_LIMIT
        : (c.req.header('content-type') ?? '').startsWith('multipart/form-data')
          ? bodyLimits.upload
          : bodyLimits.json,
    ),
  );
  app.use(
    '/rest/*',
    sessionLoader(sessions),
    xsrfCheck(sessions),
    rightsGuard(signIn.rightOf, moduleSwitches.isActive),
  );

  app.route('/rest', authRoutes(signIn, sessions));
  app.route('/rest', entityRoutes(entityDescriptors));
  for (const routes of domainRoutes(deps, sessions, moduleSwitches)) app.route('/rest', routes);

  app.get('*', allow.anyone(), spa(deps.uiDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
