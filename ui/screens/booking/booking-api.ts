// The booking calls of the sheet and the availability search (service/domains/booking/routes.ts),
// typed by the booking contract, and the choice lists and preferences the sheet reads.
import { useQuery } from '@tanstack/react-query';
import type {
  AvailabilityAnswer,
  AvailabilitySearch,
  BookingChoices,
  BookingDto,
  BookingKind,
  BookingReading,
  DraftDto,
  DraftInput,
} from '../../../service/domains/booking/contract';
import type { HistoryEntryDto } from '../../../service/domains/booking/history-contract';
import type { CustomerDto } from '../../../service/domains/customer/contract';
import { api } from '../../api/client';
import type { Prefill } from './sheet/sheet-url';

export interface BookingAnswer {
  status: string;
  item: BookingDto;
}

const base = 'booking/booking';

export const bookingKey = (id: number) => ['booking', 'detail', id] as const;
export const readingKey = (id: number) => ['booking', 'reading', id] as const;
export const historyKey = (id: number) => ['booking', 'history', id] as const;

export const bookingCalls = {
  /** A new booking may start on a place and dates (the search's "Réserver", the planning's drag). */
  openDraft: (bookingId: number, customerId: number, kind: BookingKind, first: Prefill | null) =>
    api<DraftDto>(`${base}/temporary`, { body: { bookingId, customerId, kind, ...first } }),
  getDraft: (draftId: number) => api<DraftDto>(`${base}/temporary/${draftId}`, { quiet: true }),
  updateDraft: (draftId: number, body: DraftInput) => api<DraftDto>(`${base}/temporary/${draftId}`, { body }),
  // A refusal over a newer version is told by the sheet's own dialog, not a toast.
  commitDraft: (draftId: number) =>
    api<BookingAnswer>(`${base}/temporary/${draftId}/commit`, { method: 'POST', quietFor: ['STALE_VERSION'] }),
  discardDraft: (draftId: number) => api<unknown>(`${base}/temporary/${draftId}`, { method: 'DELETE', quiet: true }),
  /** After a save refused over a newer version: a fresh draft, the user's own edits listed in it. */
  reloadDraft: (draftId: number) => api<DraftDto>(`${base}/temporary/${draftId}/reload`, { method: 'POST' }),
  dismissSetAside: (draftId: number) => api<DraftDto>(`${base}/temporary/${draftId}/set-aside`, { method: 'DELETE' }),
  booking: (id: number) => api<BookingDto>(`${base}/edit/${id}`),
  /** The booking as the sheet shows it, to read only: no draft, no lock. */
  reading: (id: number) => api<BookingReading>(`${base}/reading/${id}`),
  /** The booking's history, newest first. */
  history: (id: number) => api<HistoryEntryDto[]>(`${base}/history/${id}`),
  transition: (id: number, action: string, body: object = {}) =>
    api<BookingAnswer>(`${base}/${id}/${action}`, { body }),
  occupancyAction: (id: number, action: string, body: object = {}) =>
    api<BookingAnswer>(`booking/occupancy/${id}/${action}`, { body }),
  search: (query: AvailabilitySearch) =>
    api<AvailabilityAnswer>('booking/availability/search', { body: query, isSearch: true }),
};

/** The sheet's and the search's choice lists and preferences: one call under their own right. */
export function useBookingChoices(from: 'sheet' | 'search'): BookingChoices | undefined {
  return useQuery({
    queryKey: ['booking', 'choices', from] as const,
    queryFn: () => api<BookingChoices>(from === 'sheet' ? `${base}/choices` : 'booking/availability/choices'),
    staleTime: 300_000,
  }).data;
}

/** The booking's customer, read with the booking right (a saved customer invalidates the entity's keys). */
export function useCustomer(customerId: number) {
  return useQuery({
    queryKey: ['entity', 'customer/customer', 'of-booking', customerId] as const,
    enabled: customerId > 0,
    queryFn: () => api<CustomerDto & { id: number }>(`booking/booking/customer/${customerId}`),
  }).data;
}

export type { Choice } from '../../../service/domains/booking/contract';

export interface BookingPreferences {
  /** False until the choices have answered: the screens wait for the business date. */
  isLoaded: boolean;
  /** The business date the server works on (empty while loading). */
  today: string;
  defaultStayDays: number;
  optionValidityDays: number;
  cancellationReasons: string[];
  deletionReasons: string[];
}

/** The preferences and business date the sheet uses; their defaults while loading. */
export function useBookingPreferences(from: 'sheet' | 'search' = 'sheet'): BookingPreferences {
  const choices = useBookingChoices(from);
  return {
    isLoaded: choices !== undefined,
    today: choices?.today ?? '',
    defaultStayDays: choices?.defaultStayDays ?? 7,
    optionValidityDays: choices?.optionValidityDays ?? 8,
    cancellationReasons: choices?.cancellationReasons ?? [],
    deletionReasons: choices?.deletionReasons ?? [],
  };
}
