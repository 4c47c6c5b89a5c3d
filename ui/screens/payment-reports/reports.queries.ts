// Query keys and calls of the money reports (service/domains/payment/report-routes.ts): the
// balance, the guarantees held with their release and cashing, the credit notes.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuaranteeRow } from '../../../service/domains/payment/reports-contract';
import { api } from '../../api/client';

export const reportQueries = {
  all: ['payment-reports'] as const,
  /** A report call: `path` under /rest/, the body as the service parses it. */
  post: <T>(path: string, body: Record<string, unknown>) =>
    queryOptions({
      queryKey: [...reportQueries.all, path, body] as const,
      queryFn: () => api<T>(path, { body, isSearch: true }),
      placeholderData: keepPreviousData,
    }),
};

/** « Restituer » (release) or « Encaisser » (cash) a guarantee in progress. */
export function useGuaranteeAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, comment }: { id: number; action: 'release' | 'cash'; comment: string | null }) =>
      api<{ status: string; item: GuaranteeRow }>(`payment/guarantee/${id}/${action}`, { body: { comment } }),
    onSettled: () => client.invalidateQueries({ queryKey: reportQueries.all }),
  });
}
