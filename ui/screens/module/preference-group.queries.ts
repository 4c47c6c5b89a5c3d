// The group (chain) preference, served by the establishment domain: reading it is open to every
// signed-in user (the shell shows the group logo), saving needs group_settings_preference_group.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceGroupInput } from '../../../service/domains/establishment/contract';
import { api } from '../../api/client';
import { refreshSession } from '../../shell/session';

export const preferenceGroupQueries = {
  current: () =>
    queryOptions({
      queryKey: ['preference-group'] as const,
      queryFn: () => api<PreferenceGroupInput>('establishment/preference/group/edit'),
      staleTime: 0,
    }),
  detail: (providerId: number) =>
    queryOptions({
      queryKey: ['preference-group', providerId] as const,
      queryFn: () => api<PreferenceGroupInput>(`establishment/preference/group/edit/${providerId}`),
      staleTime: 0,
    }),
};

export function useSavePreferenceGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenceGroupInput) =>
      api<{ status: string }>('establishment/preference/group/edit', { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['preference-group'] });
      await refreshSession();
    },
  });
}
