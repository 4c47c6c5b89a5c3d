// Query keys and the one command of the /jet screen (system/...): the journal's pages, the users of
// its filter, the scheduled jobs, and « Lancer maintenant ».
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDto, JobRunDto } from '../../../service/domains/jobs/contract';
import type { TechEventPage, TechEventSearch } from '../../../service/domains/ledger/journal-contract';
import { api } from '../../api/client';

export type JournalFilters = Omit<TechEventSearch, 'page' | 'pageSize'>;

export const jetQueries = {
  all: ['jet'] as const,
  journal: (filters: JournalFilters, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...jetQueries.all, 'journal', filters, page, pageSize] as const,
      queryFn: () =>
        api<TechEventPage>('system/tech-events/search', { body: { ...filters, page, pageSize }, isSearch: true }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  users: () =>
    queryOptions({
      queryKey: [...jetQueries.all, 'users'] as const,
      queryFn: () => api<{ id: number; name: string }[]>('system/tech-events/users'),
    }),
  jobs: () =>
    queryOptions({
      queryKey: [...jetQueries.all, 'jobs'] as const,
      queryFn: () => api<JobDto[]>('system/jobs'),
      staleTime: 0,
    }),
};

/** A run writes a run record and a journal row: both tabs are stale afterwards. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<JobRunDto>(`system/jobs/${encodeURIComponent(name)}/run`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: jetQueries.all }),
  });
}
