// The plannings' reads (one window each) and their writes: moving a stay, which is the booking
// core's `booking/occupancy/:id/move`, and placing a place on the site plan; each reloads its screen.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MovePreview } from '../../../../service/domains/booking/contract';
import type {
  ExtraPlanningPayload,
  MoveOccupancyBody,
  PlanningPayload,
  PlanPayload,
  PlanPosition,
} from '../../../../service/domains/booking/planning/contract';
import { api, type CallOptions } from '../../../api/client';

export interface WindowSearch {
  start?: string;
  days?: number;
}

const windowQuery = (w: WindowSearch) => {
  const search = new URLSearchParams();
  if (w.start) search.set('start', w.start);
  if (w.days) search.set('days', String(w.days));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const planningQueries = {
  all: ['planning'] as const,
  /** `call`: the route's prefetch, made before the session is known, expects a signed-out refusal. */
  planning: (w: WindowSearch, call: CallOptions = {}) =>
    queryOptions({
      queryKey: ['planning', 'booking', w.start ?? null, w.days ?? null] as const,
      queryFn: () => api<PlanningPayload>(`booking/planning${windowQuery(w)}`, call),
      // The route's prefetch answered a moment ago: the screen does not ask the same window again.
      staleTime: 2_000,
      placeholderData: (previous) => previous,
    }),
  extras: (w: WindowSearch) =>
    queryOptions({
      queryKey: ['planning', 'extras', w.start ?? null, w.days ?? null] as const,
      queryFn: () => api<ExtraPlanningPayload>(`booking/extra-planning${windowQuery(w)}`),
      staleTime: 0,
      placeholderData: (previous) => previous,
    }),
  /** Refreshed as often as the plan module says, so the reception's map follows arrivals. */
  plan: (date: string | undefined) =>
    queryOptions({
      queryKey: ['planning', 'plan', date ?? null] as const,
      queryFn: () => api<PlanPayload>(`booking/plan${date ? `?date=${date}` : ''}`),
      staleTime: 0,
      placeholderData: (previous) => previous,
      refetchInterval: (query) => (query.state.data?.settings.refreshSeconds ?? 60) * 1000,
    }),
};

/** Refused moves reach the central error handler (catalogue message); the planning reloads either way. */
export function useMoveOccupancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ occupancyId, ...body }: MoveOccupancyBody & { occupancyId: number }) =>
      api<{ status: string }>(`booking/occupancy/${occupancyId}/move`, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: planningQueries.all }),
  });
}

/**
 * The move's price now and under each price update choice, nothing written; a refusal of the move
 * itself reaches the central error handler, and the planning reloads.
 */
export function useMovePreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ occupancyId, ...body }: MoveOccupancyBody & { occupancyId: number }) =>
      api<MovePreview>(`booking/occupancy/${occupancyId}/move-preview`, { body }),
    onError: () => client.invalidateQueries({ queryKey: planningQueries.all }),
  });
}

/** Puts a place where it was dropped on the site plan; the plan reloads either way. */
export function usePlaceOnPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, ...body }: PlanPosition & { placeId: number }) =>
      api<{ status: string }>(`booking/plan/position/${placeId}`, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['planning', 'plan'] }),
  });
}
