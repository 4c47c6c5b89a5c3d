// The establishment (one record) and its logo.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrencyDto } from '../../../service/domains/establishment/contract';
import type { EstablishmentRow } from '../../../service/domains/establishment/rows-contract';
import { api } from '../../api/client';
import type { SaveAnswer } from '../../entity/queries';
import { refreshSession } from '../../shell/session';

export type EstablishmentDto = Omit<EstablishmentRow, 'logoFile'> & {
  hasLogo: boolean;
  currency: CurrencyDto | null;
  /** Active countries, sent with the establishment so any reader can fill its address. */
  availableCountry: { id: number; name: string }[];
};

export const establishmentQueries = {
  edit: () =>
    queryOptions({
      queryKey: ['establishment'] as const,
      queryFn: () => api<EstablishmentDto>('establishment/establishment/edit'),
      staleTime: 0,
    }),
};

/** Saving renames the tab (short name, else corporate name) and changes the local copy: the session follows. */
export function useSaveEstablishment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api<SaveAnswer<EstablishmentDto>>('establishment/establishment/edit', { body, quietFor: ['STALE_VERSION'] }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: establishmentQueries.edit().queryKey });
      await refreshSession();
    },
  });
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('uploadfile', file);
      return api<{ status: string }>('establishment/establishment/setLogo', { body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: establishmentQueries.edit().queryKey });
      await refreshSession();
    },
  });
}
