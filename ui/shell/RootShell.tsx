// Above every page: carries out the central error handler's reactions.
import { Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onApiError } from '../api/client';
import { t } from '../i18n';
import { reactionTo } from './error-handler';
import { notify } from './notify';
import { returnSearch } from './return-path';
import { followRefusal } from './rights';
import { session } from './session';

export function RootShell() {
  const router = useRouter();
  useEffect(
    () =>
      onApiError((error, options) => {
        const reaction = reactionTo(error, { isSearch: options.isSearch }, (key) => t(key));
        notify(reaction.toast.kind, reaction.toast.text);
        if (reaction.toLogin) {
          session.clear();
          void router.navigate({ to: '/login', search: returnSearch(router.state.location.href) });
        }
        if (reaction.refreshRights)
          void followRefusal(() => void router.navigate({ to: '/home' })).catch(() => undefined);
        if (reaction.reloadAfterMs) setTimeout(() => window.location.reload(), reaction.reloadAfterMs);
      }),
    [router],
  );
  return <Outlet />;
}
