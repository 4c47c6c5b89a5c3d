// Query keys and calls of the booking lists (service/domains/booking/list-routes.ts), and the
// arrived / gone flags of the booking core's occupancy actions.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingRow,
  CustomerChoice,
  CustomerResume,
  OccupationInformation,
} from '../../../../service/domains/booking/lists/contract';
import { api } from '../../../api/client';

export const listQueries = {
  all: ['booking-lists'] as const,
  /** A paged or report call: `path` under /rest/, the body as the service parses it. */
  post: <T>(path: string, body: Record<string, unknown>) =>
    queryOptions({
      queryKey: [...listQueries.all, path, body] as const,
      queryFn: () => api<T>(path, { body, isSearch: true }),
      placeholderData: keepPreviousData,
    }),
  customerLookup: (q: string) =>
    queryOptions({
      queryKey: [...listQueries.all, 'customer-lookup', q] as const,
      queryFn: () => api<CustomerChoice[]>('booking/list/customer-lookup', { body: { q }, isSearch: true }),
      enabled: q.trim().length >= 3,
    }),
  customerResume: (customerId: number) =>
    queryOptions({
      queryKey: [...listQueries.all, 'customer-resume', customerId] as const,
      queryFn: () => api<CustomerResume>(`booking/list/customer-resume/${customerId}`),
      enabled: customerId > 0,
    }),
  customerStays: (customerId: number) =>
    queryOptions({
      queryKey: [...listQueries.all, 'customer-stays', customerId] as const,
      queryFn: () => api<BookingRow[]>(`booking/list/customer-stays/${customerId}`),
      enabled: customerId > 0,
    }),
  occupationInformation: (day: string | undefined) =>
    queryOptions({
      queryKey: [...listQueries.all, 'occupation-information', day] as const,
      queryFn: () => api<OccupationInformation>('booking/list/occupation-information', { body: { day } }),
    }),
};

/** Ticks or unticks arrived or gone on an occupancy (gone needs arrived: the core refuses it). */
export function usePresenceFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ occupancyId, flag, value }: { occupancyId: number; flag: 'arrived' | 'gone'; value: boolean }) =>
      api<{ status: string }>(`booking/occupancy/${occupancyId}/${flag}`, { body: { value } }),
    onSettled: () => client.invalidateQueries({ queryKey: listQueries.all }),
  });
}
