// Query keys and calls of the invoice screens (service/domains/billing/*-routes.ts), and the
// commands they send: invoice a booking or its payments, cancel an invoice, refresh unbilled bookings.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingBilling,
  InvoiceDetail,
  StaleRow,
  UpdateUnbilledAnswer,
} from '../../../service/domains/billing/read-contract';
import { api } from '../../api/client';
import { bookingKey, historyKey } from '../booking/booking-api';

export const billingQueries = {
  all: ['billing'] as const,
  /** A paged search: `path` under /rest/, the body as the service parses it. */
  page: <T>(path: string, body: Record<string, unknown>) =>
    queryOptions({
      queryKey: [...billingQueries.all, path, body] as const,
      queryFn: () => api<{ items: T[]; total: number }>(path, { body, isSearch: true }),
      placeholderData: keepPreviousData,
    }),
  invoice: (id: number) =>
    queryOptions({
      queryKey: [...billingQueries.all, 'invoice', id] as const,
      queryFn: () => api<InvoiceDetail>(`billing/invoice/${id}`),
      enabled: id > 0,
    }),
  booking: (bookingId: number) =>
    queryOptions({
      queryKey: [...billingQueries.all, 'booking', bookingId] as const,
      queryFn: () => api<BookingBilling>(`billing/booking/${bookingId}`),
      enabled: bookingId > 0,
    }),
  stale: () =>
    queryOptions({
      queryKey: [...billingQueries.all, 'stale'] as const,
      queryFn: () => api<StaleRow[]>('billing/unbilled/stale'),
    }),
};

export interface IssuedInvoice {
  id: number;
  number: string;
}

/** Invoices the booking (the customer's bill); the caller shows a refusal itself when `quiet`. */
export const invoiceBooking = (bookingId: number, quiet = false) =>
  api<IssuedInvoice>(`billing/invoice/from-booking/${bookingId}`, { body: {}, quiet });

/** A billing command; the booking it bills is read again (its bill number, its history). */
function useBillingCommand<A, R>(call: (args: A) => Promise<R>, bookingOf?: (args: A) => number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async (_answer, _error, args) => {
      const bookingId = bookingOf?.(args);
      if (bookingId) {
        await client.invalidateQueries({ queryKey: bookingKey(bookingId) });
        await client.invalidateQueries({ queryKey: historyKey(bookingId) });
      }
      await client.invalidateQueries({ queryKey: billingQueries.all });
    },
  });
}

export const useInvoiceBooking = () =>
  useBillingCommand(
    (bookingId: number) => invoiceBooking(bookingId),
    (bookingId) => bookingId,
  );

export const useDownPaymentInvoice = () =>
  useBillingCommand(
    ({ bookingId, paymentIds }: { bookingId: number; paymentIds: number[] }) =>
      api<IssuedInvoice>(`billing/invoice/down-payment/${bookingId}`, { body: { paymentIds } }),
    (args) => args.bookingId,
  );

export const useCancelInvoice = () =>
  useBillingCommand(({ id, reason }: { id: number; reason: string }) =>
    api<IssuedInvoice>(`billing/invoice/${id}/cancel`, { body: { reason } }),
  );

export const useUpdateUnbilled = () =>
  useBillingCommand((bookingIds: number[]) =>
    api<UpdateUnbilledAnswer>('billing/unbilled/update', { body: { bookingIds } }),
  );
