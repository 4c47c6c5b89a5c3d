// Calls of the surety reminder list (service/domains/surety/routes.ts): the configuration with the
// business day, the two lists of a window of arrivals, the send.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  SuretyIndexAnswer,
  SuretyLists,
  SuretySearch,
  SuretySendAnswer,
} from '../../../service/domains/surety/contract';
import { api } from '../../api/client';

export const suretyQueries = {
  all: ['surety'] as const,
  configuration: () =>
    queryOptions({
      queryKey: [...suretyQueries.all, 'configuration'] as const,
      queryFn: () => api<SuretyIndexAnswer>('module/surety/index'),
    }),
  lists: (window: SuretySearch) =>
    queryOptions({
      queryKey: [...suretyQueries.all, 'lists', window] as const,
      queryFn: () => api<SuretyLists>('module/surety/swikly/bookings', { body: window, isSearch: true }),
    }),
};

/** « Envoyer l'e-mail »: the lists' bookings; the screen shows the outcome itself. */
export function useSendSuretyMails() {
  return useMutation({
    mutationFn: (bookingIds: number[]) =>
      api<SuretySendAnswer>('module/surety/swikly/send', { body: { bookingIds }, quiet: true }),
  });
}
