// Query keys and one mutation per command of the internet bookings (booking/booking-import/...).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyRow,
  ImportCriteria,
  ImportDetail,
  ImportRow,
  NewApiKey,
} from '../../../../service/domains/booking-import/contract';
import { api } from '../../../api/client';

const BASE = 'booking/booking-import';

export type ImportFilters = Partial<Omit<ImportCriteria, 'page' | 'pageSize'>>;

export const importQueries = {
  all: ['booking-import'] as const,
  list: (filters: ImportFilters, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...importQueries.all, 'list', filters, page, pageSize] as const,
      queryFn: () =>
        api<{ items: ImportRow[]; total: number }>(`${BASE}/search`, {
          body: { ...filters, page, pageSize },
          isSearch: true,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...importQueries.all, 'detail', id] as const,
      queryFn: () => api<ImportDetail>(`${BASE}/edit/${id}`),
      staleTime: 0,
    }),
  keys: () =>
    queryOptions({ queryKey: [...importQueries.all, 'keys'] as const, queryFn: () => api<ApiKeyRow[]>(`${BASE}/key`) }),
  channels: () =>
    queryOptions({
      queryKey: ['entity', 'place/access-channel'] as const,
      queryFn: () => api<{ id: number; label: string; isActive: boolean }[]>('place/access-channel'),
    }),
};

export type ImportAction =
  | { kind: 'accept'; forced: boolean }
  | { kind: 'refuse'; forced: boolean; reason: string }
  | { kind: 'integrate' };

/** Accept, refuse or integrate; the answer's item refreshes the detail and the list. */
export function useImportAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: ImportAction) =>
      api<{ status: string; item: ImportDetail }>(`${BASE}/${id}/${kind}`, { body, quiet: kind === 'integrate' }),
    onSettled: () => client.invalidateQueries({ queryKey: importQueries.all }),
  });
}

export function useGenerateKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { channelId: number; label: string }) =>
      api<{ status: string; item: NewApiKey }>(`${BASE}/key/edit`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...importQueries.all, 'keys'] }),
  });
}

export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ status: string }>(`${BASE}/key/${id}/revoke`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...importQueries.all, 'keys'] }),
  });
}
