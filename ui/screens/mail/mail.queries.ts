// Query keys and commands of the mail screens (mail/...): the server settings, the box's
// information, the history's pages and e-mails, « Envoyer un test » and « Renvoyer ».
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MailBoxInfo,
  MailDetailDto,
  MailListRow,
  MailPage,
  MailSearch,
  MailServerSettingsDto,
} from '../../../service/domains/mail/contract';
import { api } from '../../api/client';

export type MailFilters = Omit<MailSearch, 'page' | 'pageSize' | 'customerId'>;

export const mailQueries = {
  all: ['mail'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...mailQueries.all, 'settings'] as const,
      queryFn: () => api<MailServerSettingsDto>('mail/settings'),
      staleTime: 0,
    }),
  info: () =>
    queryOptions({
      queryKey: [...mailQueries.all, 'info'] as const,
      queryFn: () => api<MailBoxInfo>('mail/info'),
      staleTime: 0,
    }),
  history: (customerId: number, filters: MailFilters, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...mailQueries.all, 'history', customerId, filters, page, pageSize] as const,
      queryFn: () =>
        api<MailPage>('mail/history/search', { body: { ...filters, customerId, page, pageSize }, isSearch: true }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...mailQueries.all, 'detail', id] as const,
      queryFn: () => api<MailDetailDto>(`mail/history/${id}`),
      staleTime: 0,
    }),
  ofBooking: (bookingId: number) =>
    queryOptions({
      queryKey: [...mailQueries.all, 'booking', bookingId] as const,
      queryFn: () => api<MailListRow[]>(`document/booking/${bookingId}/mails`),
      staleTime: 0,
    }),
};

export function useSaveMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<{ status: string; item: MailServerSettingsDto }>('mail/settings', { body, quietFor: ['STALE_VERSION'] }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailQueries.all }),
  });
}

/** The test's failure is shown on the screen with the server's reason, and as the spec's toast. */
export function useSendTestMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => api<{ status: string; messageId: string }>('mail/test', { body: { to }, quiet: true }),
    onSettled: () => client.invalidateQueries({ queryKey: mailQueries.all }),
  });
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ status: string; item: MailDetailDto }>(`mail/history/${id}/resend`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: mailQueries.all }),
  });
}
