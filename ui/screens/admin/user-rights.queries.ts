// A user's effective rights (`get_right`) and the saving of their specific rights (`set_right`),
// which takes the user out of every group: the user's own queries are refreshed too.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RightAreaDto } from '../../../service/domains/security/contract';
import { api } from '../../api/client';
import { entityQueries } from '../../entity/queries';
import { refreshSession, session } from '../../shell/session';
import { toRightsInput } from './rights-model';

export const userRightsQueries = {
  of: (userId: number) =>
    queryOptions({
      queryKey: ['user-rights', userId] as const,
      queryFn: () => api<RightAreaDto[]>(`security/user/get_right/${userId}`),
      staleTime: 0,
    }),
};

export function useSaveUserRights(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (areas: RightAreaDto[]) =>
      api<{ status: string }>(`security/user/set_right/${userId}`, { body: { rights: toRightsInput(areas) } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: userRightsQueries.of(userId).queryKey }),
        client.invalidateQueries({ queryKey: entityQueries.all('security/user') }),
      ]);
      // The signed-in user's own rights changed: the menu and the guards follow at once.
      if (session.get().user?.id === userId) await refreshSession();
    },
  });
}
