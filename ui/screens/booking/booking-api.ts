// The booking calls of the sheet and the availability search (service/domains/booking/routes.ts),
// typed by the booking contract, and the choice lists and preferences the sheet reads.
import { useQuery } from '@tanstack/react-query';
import type {
  AvailabilitySearch,
  BookingDto,
  BookingKind,
  DraftDto,
  DraftInput,
  FreePlace,
} from '../../../service/domains/booking/contract';
import type { CustomerDto } from '../../../service/domains/customer/contract';
import type { FunctionalityCode } from '../../../service/domains/security/functionalities';
import { api } from '../../api/client';
import { canOpenPath, useRight } from '../../shell/rights';
import { useSession } from '../../shell/session';
import type { Prefill } from './sheet/sheet-url';

export interface BookingAnswer {
  status: string;
  item: BookingDto;
}

const base = 'booking/booking';

export const bookingKey = (id: number) => ['booking', 'detail', id] as const;

export const bookingCalls = {
  /** A new booking may start on a place and dates (the search's "Réserver", the planning's drag). */
  openDraft: (bookingId: number, customerId: number, kind: BookingKind, first: Prefill | null) =>
    api<DraftDto>(`${base}/temporary`, { body: { bookingId, customerId, kind, ...first } }),
  getDraft: (draftId: number) => api<DraftDto>(`${base}/temporary/${draftId}`, { quiet: true }),
  updateDraft: (draftId: number, body: DraftInput) => api<DraftDto>(`${base}/temporary/${draftId}`, { body }),
  commitDraft: (draftId: number) => api<BookingAnswer>(`${base}/temporary/${draftId}/commit`, { method: 'POST' }),
  discardDraft: (draftId: number) => api<unknown>(`${base}/temporary/${draftId}`, { method: 'DELETE', quiet: true }),
  booking: (id: number) => api<BookingDto>(`${base}/edit/${id}`),
  transition: (id: number, action: string, body: object = {}) =>
    api<BookingAnswer>(`${base}/${id}/${action}`, { body }),
  occupancyAction: (id: number, action: string, body: object = {}) =>
    api<BookingAnswer>(`booking/occupancy/${id}/${action}`, { body }),
  search: (query: AvailabilitySearch) =>
    api<{ places: FreePlace[] }>('booking/availability/search', { body: query, isSearch: true }),
};

export interface Choice {
  value: number;
  label: string;
}

interface Named {
  id: number;
  label?: string | null;
  name?: string | null;
  number?: string | null;
  nationality?: string | null;
}

const labelOf = (i: Named) => i.label ?? i.name ?? i.number ?? String(i.id);
/** A country chosen as a nationality. */
export const nationalityLabel = (i: Named) => i.nationality ?? labelOf(i);
/** A place is known by its number, then its name. */
export const placeLabel = (i: Named) => [i.number, i.name].filter(Boolean).join(' ');

/**
 * A reference list as select choices (the generic search, 500 at most: these lists are short),
 * read only by users who may read its screen: others get no choices rather than a refusal toast
 * on every sheet.
 */
export function useChoices(
  entityBase: string,
  functionality: FunctionalityCode,
  label: (i: Named) => string = labelOf,
) {
  const canRead = useRight(functionality).canSelect;
  const choices = useQuery({
    queryKey: ['entity', entityBase, 'booking-choices'] as const,
    enabled: canRead,
    queryFn: () =>
      api<{ items: Named[] }>(`${entityBase}/search`, { body: { page: 1, pageSize: 500 }, isSearch: true }).then(
        (page) => page.items.map((i): Choice => ({ value: i.id, label: label(i) })),
      ),
    staleTime: 300_000,
  });
  return choices.data ?? [];
}

/** The booking's customer as the customer screens know it. */
export function useCustomer(customerId: number) {
  return useQuery({
    queryKey: ['entity', 'customer/customer', 'detail', customerId] as const,
    enabled: customerId > 0,
    queryFn: () => api<CustomerDto & { id: number }>(`customer/customer/edit/${customerId}`),
  }).data;
}

export interface BookingPreferences {
  defaultStayDays: number;
  cancellationReasons: string[];
  deletionReasons: string[];
}

const fallback: BookingPreferences = {
  defaultStayDays: 7,
  cancellationReasons: [],
  deletionReasons: [],
};

/** The 'booking' and 'cancellation' preferences; their defaults while loading or when not readable. */
export function useBookingPreferences(): BookingPreferences {
  const state = useSession();
  const canRead = (path: string) => canOpenPath(state, path);
  const booking = useQuery({
    enabled: canRead('/preference/booking'),
    queryKey: ['preference', 'booking'] as const,
    queryFn: () => api<{ defaultStayDays: number }>('preference/booking', { quiet: true }),
    staleTime: 300_000,
  });
  const cancellation = useQuery({
    enabled: canRead('/preference/cancellation'),
    queryKey: ['preference', 'cancellation'] as const,
    queryFn: () =>
      api<{ cancellationReasons: string[]; deletionReasons: string[] }>('preference/cancellation', { quiet: true }),
    staleTime: 300_000,
  });
  return {
    defaultStayDays: booking.data?.defaultStayDays ?? fallback.defaultStayDays,
    cancellationReasons: cancellation.data?.cancellationReasons ?? fallback.cancellationReasons,
    deletionReasons: cancellation.data?.deletionReasons ?? fallback.deletionReasons,
  };
}
