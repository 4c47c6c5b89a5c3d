// Query keys and mutations of the generic entity calls, one hook per command.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type { TableState } from './table-state';

export interface Page<T> {
  items: T[];
  total: number;
  /** With `around`: the page holding that item. */
  page?: number;
}

/** A search: the table's page, sort and filters, and maybe an item whose page is wanted. */
export type SearchState = Pick<TableState, 'page' | 'pageSize' | 'sort' | 'filters'> & { around?: number };

export interface SaveAnswer<T> {
  status: string;
  id: number;
  item?: T;
  warnings?: string[];
}

export const entityQueries = {
  all: (base: string) => ['entity', base] as const,
  search: (base: string, s: SearchState) =>
    queryOptions({
      queryKey: [...entityQueries.all(base), 'search', s] as const,
      queryFn: () =>
        api<Page<Record<string, unknown> & { id: number }>>(`${base}/search`, {
          body: { ...s.filters, page: s.page, pageSize: s.pageSize, sort: s.sort, around: s.around },
          isSearch: true,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (base: string, id: number) =>
    queryOptions({
      queryKey: [...entityQueries.all(base), 'detail', id] as const,
      queryFn: () => api<Record<string, unknown> & { id: number }>(`${base}/edit/${id}`),
      staleTime: 0,
    }),
};

export function useEntitySearch(base: string, s: SearchState) {
  return useQuery(entityQueries.search(base, s));
}

/**
 * Saves through `{base}/edit`; the body carries the `version` the form was opened at (a save over a
 * newer one is refused STALE_VERSION, which the form's reload dialog shows rather than a toast).
 */
export function useSaveEntity<T>(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<SaveAnswer<T>>(`${base}/edit`, { body, headers: { returnEditItem: 'true' }, quietFor: ['STALE_VERSION'] }),
    onSuccess: () => client.invalidateQueries({ queryKey: entityQueries.all(base) }),
  });
}

export function useDeleteEntity(base: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ status: string }>(`${base}/delete/${id}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: entityQueries.all(base) }),
  });
}
