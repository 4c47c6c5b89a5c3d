// The single screens of places: the availability-mode setting, the classification information
// and the commercialisation grid (one read, one save each).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceListItem } from '../../../service/domains/place/contract';
import type { AccessChannelRow } from '../../../service/domains/place/rows-contract';
import { api } from '../../api/client';

export interface Commercialization {
  places: PlaceListItem[];
  channels: AccessChannelRow[];
  sold: { placeId: number; channelId: number }[];
}

export const placeQueries = {
  /** `place/availability-mode`, `place/ranking`: one record with its choice lists. */
  setting: (path: string) =>
    queryOptions({
      queryKey: ['place', path] as const,
      queryFn: () => api<Record<string, unknown>>(path),
      staleTime: 0,
    }),
  commercialization: () =>
    queryOptions({
      queryKey: ['place', 'place/commercialization'] as const,
      queryFn: () => api<Commercialization>('place/commercialization'),
      staleTime: 0,
    }),
};

/** Saves a single screen (`{path}/edit`), then reloads it; places' lists follow the ordering mode. */
export function useSavePlaceScreen(path: string) {
  const client = useQueryClient();
  return useMutation({
    // A save over a newer version is shown by the form's reload dialog, not a toast.
    mutationFn: (body: unknown) => api<{ status: string }>(`${path}/edit`, { body, quietFor: ['STALE_VERSION'] }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['place'] });
      await client.invalidateQueries({ queryKey: ['entity', 'place/place'] });
    },
  });
}
