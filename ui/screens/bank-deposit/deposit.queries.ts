// The bank deposit calls of the UI: the month, a deposit, the create screen's draft and the cash
// fund of a day, with one mutation per command refreshing every deposit screen.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CashFundDayDto,
  CashFundInput,
  CreateDeposit,
  DepositDraftDto,
  DepositDto,
  DepositMonthDto,
} from '../../../service/domains/bank-deposit/contract';
import { api } from '../../api/client';

export const depositQueries = {
  all: ['bank-deposit'] as const,
  month: (yearMonth: string) =>
    queryOptions({
      queryKey: ['bank-deposit', 'month', yearMonth] as const,
      queryFn: () => api<DepositMonthDto>(`bank-deposit/month/${encodeURIComponent(yearMonth)}`),
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['bank-deposit', 'deposit', id] as const,
      queryFn: () => api<DepositDto>(`bank-deposit/deposit/${encodeURIComponent(id)}`),
    }),
  draft: (methodId: string, on: string | undefined) =>
    queryOptions({
      queryKey: ['bank-deposit', 'draft', methodId, on ?? 'today'] as const,
      queryFn: () => api<DepositDraftDto>(`bank-deposit/draft/${encodeURIComponent(methodId)}${on ? `?on=${on}` : ''}`),
      staleTime: 0,
    }),
  cashFund: (methodId: string, date: string) =>
    queryOptions({
      queryKey: ['bank-deposit', 'cash-fund', methodId, date] as const,
      queryFn: () =>
        api<CashFundDayDto>(`bank-deposit/cash-fund/${encodeURIComponent(methodId)}/${encodeURIComponent(date)}`),
      staleTime: 0,
    }),
};

function useDepositCommand<V, R>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: depositQueries.all }),
  });
}

export const useCreateDeposit = () =>
  useDepositCommand((input: CreateDeposit) =>
    api<{ status: 'SAVED'; id: number; number: string }>('bank-deposit/deposit/create', { body: input }),
  );

type CashFundBody = Omit<CashFundInput, 'amountCents' | 'comment'> & {
  amountCents: number | string | null;
  comment?: string | null;
};

export const useRecordCashFund = () =>
  // The amount may still be text the user typed: the service's schema refuses it under its field.
  useDepositCommand((v: { methodId: number; date: string; input: CashFundBody }) =>
    api<{ status: 'SAVED'; id: number }>(`bank-deposit/cash-fund/${v.methodId}/${v.date}`, { body: v.input }),
  );

/** The slip opens in a new tab: the browser shows the PDF inline. */
export const slipUrl = (id: number) => `/rest/bank-deposit/deposit/${id}/slip`;
