// The dashboard of the day: one call, refreshed every minute while home is open.
import { queryOptions } from '@tanstack/react-query';
import type { DashboardPayload } from '../../../service/domains/booking/dashboard/contract';
import { api } from '../../api/client';

export const dashboardQueries = {
  day: () =>
    queryOptions({
      queryKey: ['dashboard', 'day'] as const,
      queryFn: () => api<DashboardPayload>('home/dashboard'),
      staleTime: 0,
      refetchInterval: 60_000,
    }),
};
