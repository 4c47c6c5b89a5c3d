// The calls of the technician's tools: the verification (/verif-file-page), the purge
// (/purging-files) and the purge of the price grids' history (/purge-grid-history).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridVersion } from '../../../service/domains/pricing/grid-version-contract';
import type {
  LastSystemCheck,
  PurgeReport,
  PurgeRequest,
  SystemCheckReport,
} from '../../../service/domains/upkeep/contract';
import { api } from '../../api/client';

const lastCheckKey = ['system', 'verify'];
const gridHistoryKey = ['price', 'purge-grid-history'];

export function useLastSystemCheck() {
  return useQuery({ queryKey: lastCheckKey, queryFn: () => api<LastSystemCheck>('system/verify') });
}

/** A run is recorded as the last one: the screen shows it through the same query. */
export function useRunSystemCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<SystemCheckReport>('system/verify', { method: 'POST' }),
    onSuccess: (report) => client.setQueryData<LastSystemCheck>(lastCheckKey, { report }),
  });
}

export function usePurge() {
  return useMutation({
    mutationFn: ({ request, isApplied }: { request: PurgeRequest; isApplied: boolean }) =>
      api<PurgeReport>(isApplied ? 'system/purge' : 'system/purge/plan', { body: request }),
  });
}

export function usePurgeableGridVersions() {
  return useQuery({
    queryKey: gridHistoryKey,
    queryFn: () => api<{ versions: (GridVersion & { savedAt: string })[] }>('price/purge-grid-history'),
  });
}

export function usePurgeGridHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ removed: number }>('price/purge-grid-history', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: gridHistoryKey }),
  });
}
