// The module grid: its rows, and the one command that switches a module (menus change with it).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModuleRow } from '../../../service/domains/module/contract';
import { api } from '../../api/client';
import { refreshSession } from '../../shell/session';

export const moduleQueries = {
  grid: () => queryOptions({ queryKey: ['module', 'grid'] as const, queryFn: () => api<ModuleRow[]>('module/module') }),
};

export function useSwitchModule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, isActive }: { code: string; isActive: boolean }) =>
      api<{ status: string }>(`module/module/active/${code}/${isActive ? 1 : 0}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: moduleQueries.grid().queryKey });
      await refreshSession();
    },
  });
}
