// Above every page: wires the central error handler to the router.
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onApiError } from '../api/client';
import { handleApiError } from './error-handler';
import { session } from './session';

export function RootShell() {
  const router = useRouter();
  useEffect(
    () =>
      onApiError((error, options) =>
        handleApiError(
          error,
          {
            toLogin: () => {
              session.clear();
              void router.navigate({ to: '/login' });
            },
            reload: () => window.location.reload(),
          },
          { isSearch: options.isSearch },
        ),
      ),
    [router],
  );
  return <Outlet />;
}
