// The calls of the access-control screens: the devices and their keys, the access log.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccessLogRow,
  AccessLogSearch,
  AccessReason,
  CredentialKind,
  Device,
  DeviceKind,
} from '../../../service/domains/access/contract';
import { api } from '../../api/client';

export type AccessLogFilters = Omit<AccessLogSearch, 'page' | 'pageSize'>;
export type { AccessLogRow, AccessReason, CredentialKind, Device, DeviceKind };

export const accessQueries = {
  all: ['access'] as const,
  devices: () =>
    queryOptions({
      queryKey: [...accessQueries.all, 'devices'] as const,
      queryFn: () => api<Device[]>('access/device'),
      staleTime: 0,
    }),
  log: (filters: AccessLogFilters, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...accessQueries.all, 'log', filters, page, pageSize] as const,
      queryFn: () =>
        api<{ items: AccessLogRow[]; total: number }>('access/log/search', {
          body: { ...filters, page, pageSize },
          isSearch: true,
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

export function useCreateDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (device: { label: string; kind: DeviceKind }) =>
      api<{ id: number; key: string }>('access/device', { body: device }),
    onSettled: () => client.invalidateQueries({ queryKey: accessQueries.all }),
  });
}

export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`access/device/${id}/revoke`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: accessQueries.all }),
  });
}
