// Home's setup checklist: one call, read again each time home opens (a step done elsewhere shows at once).
import { queryOptions } from '@tanstack/react-query';
import type { SetupChecklist } from '../../../service/domains/setup/contract';
import { api } from '../../api/client';

export const setupQueries = {
  checklist: () =>
    queryOptions({
      queryKey: ['home', 'setup'] as const,
      queryFn: () => api<SetupChecklist>('home/setup'),
      staleTime: 0,
    }),
};
