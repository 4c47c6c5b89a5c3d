// The payment calls of the booking sheet's till (service/domains/payment/routes.ts), typed by the
// payment contract. Errors are shown in the dialog that made the call.
import { useQuery } from '@tanstack/react-query';
import type {
  BookingTill,
  PaymentChoices,
  PaymentDetails,
  PaymentDto,
  PaymentInput,
} from '../../../../service/domains/payment/contract';
import { api } from '../../../api/client';

export const tillKey = (bookingId: number) => ['payment', 'booking', bookingId] as const;

interface Saved {
  status: string;
  items: PaymentDto[];
}

/** What the dialog sends: the contract's input before its defaults are filled (the server checks the kind). */
export type PaymentBody = Omit<Partial<PaymentInput>, 'kind'> &
  Pick<PaymentInput, 'bookingId' | 'paymentMethodId' | 'amountCents'> & { kind?: number };
export type PaymentEditBody = Omit<Partial<PaymentDetails>, 'kind'> & {
  kind?: number;
  paymentMethodId: number;
  amountCents: number;
  reason: string;
};

export const paymentCalls = {
  till: (bookingId: number) => api<BookingTill>(`payment/booking/${bookingId}`),
  create: (body: PaymentBody) => api<Saved>('payment/payment/create', { body, quiet: true }),
  cancel: (id: number, reason: string) => api<Saved>(`payment/payment/${id}/cancel`, { body: { reason }, quiet: true }),
  edit: (id: number, body: PaymentEditBody) => api<Saved>(`payment/payment/${id}/edit`, { body, quiet: true }),
  refund: (id: number, body: { amountCents: number; reason: string; paymentMethodId?: number }) =>
    api<{ status: string; item: PaymentDto }>(`payment/payment/${id}/refund`, { body, quiet: true }),
};

export function usePaymentChoices(): PaymentChoices | undefined {
  return useQuery({
    queryKey: ['payment', 'choices'] as const,
    queryFn: () => api<PaymentChoices>('payment/choices'),
    staleTime: 60_000,
  }).data;
}
