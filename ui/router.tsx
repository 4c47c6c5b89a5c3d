// The route table of the spec. A screen enters here when it really exists; until then the
// catch-all answers its path with the not-found page. Every screen loads on demand.
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { pathMatches } from '../service/domains/security/functionalities';
import { ApiError } from './api/client';
import { t } from './i18n';
import { screens } from './routes';
import { specPath } from './routes/screen';
import { notify } from './shell/notify';
import { RootShell } from './shell/RootShell';
import { returnSearch } from './shell/return-path';
import { canOpenPath } from './shell/rights';
import { session } from './shell/session';

/** Whether a concrete path has a screen: the menu hides leaves whose screen is yet to come. */
export function hasScreen(path: string): boolean {
  return screens.some((s) => pathMatches(specPath(s.path), path));
}

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: RootShell });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  component: lazyRouteComponent(() => import('./shell/LoginPage')),
});

const waitingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/waiting',
  component: lazyRouteComponent(() => import('./shell/WaitingPage')),
});

/** The signed-in frame: restores the session, then refuses pages whose right is 000. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('./shell/AppLayout')),
  beforeLoad: async ({ location, preload, context }) => {
    // The screen's read runs alongside the session's restore; the server still checks the right.
    const screen = screens.find((s) => pathMatches(specPath(s.path), location.pathname));
    screen?.prefetch?.(context.queryClient, location.search as Record<string, unknown>);
    try {
      await session.restore({ isPreload: preload });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        session.clear();
        throw redirect({ to: '/login', search: returnSearch(location.href) });
      }
      throw error;
    }
    if (!canOpenPath(session.get(), location.pathname)) {
      if (!preload) notify('warning', t('rights:pageRefused'));
      throw redirect({ to: '/home' });
    }
  },
});

const screenRoutes = screens.map((s) =>
  createRoute({ getParentRoute: () => appRoute, path: s.path, component: lazyRouteComponent(s.load) }),
);

const notFoundRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: lazyRouteComponent(() => import('./shell/NotFoundPage')),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  waitingRoute,
  appRoute.addChildren([...screenRoutes, notFoundRoute]),
]);

export function makeRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent' });
}

export type AppRouter = ReturnType<typeof makeRouter>;
