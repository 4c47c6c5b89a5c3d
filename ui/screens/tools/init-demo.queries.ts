// The one command of the /init-demo tool.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InitDemoInput, InitDemoResult } from '../../../service/domains/demo/contract';
import { api } from '../../api/client';
import { refreshSession } from '../../shell/session';

/** Installing rewrites the establishment and the lists: every cached query is stale afterwards. */
export function useInitDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InitDemoInput) => api<InitDemoResult>('system/init-demo', { body }),
    onSuccess: async () => {
      await client.invalidateQueries();
      await refreshSession();
    },
  });
}
