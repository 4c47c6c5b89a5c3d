// The housekeeping calls of the UI: the day's departures, the planning search, and one mutation
// per command; every command refreshes both screens' data (a task shows on each).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CleaningKind,
  CleaningPlanningAnswer,
  CleaningState,
  CleaningTaskDto,
  DeparturesAnswer,
  GenerateAnswer,
} from '../../../../service/domains/booking/cleaning/contract';
import { api } from '../../../api/client';

export interface PlanningFilters {
  from?: string;
  to?: string;
  state?: CleaningState;
  kind?: CleaningKind;
  /** 0: the tasks nobody is assigned to. */
  assigneeId?: number;
}

export const cleaningQueries = {
  all: ['cleaning'] as const,
  departures: (day: string | undefined) =>
    queryOptions({
      queryKey: ['cleaning', 'departures', day ?? 'today'] as const,
      queryFn: () => api<DeparturesAnswer>(`booking/cleaning/departures${day ? `?day=${day}` : ''}`),
      staleTime: 0,
    }),
  planning: (filters: PlanningFilters) =>
    queryOptions({
      queryKey: ['cleaning', 'planning', filters] as const,
      queryFn: () => api<CleaningPlanningAnswer>('booking/cleaning/search', { body: filters, isSearch: true }),
      staleTime: 0,
    }),
};

type Saved = { status: 'SAVED'; item: CleaningTaskDto };

function useCleaningCommand<V>(call: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: cleaningQueries.all }),
  });
}

export const useGenerateTasks = () =>
  useCleaningCommand((day: string) => api<GenerateAnswer>('booking/cleaning/generate', { body: { day } }));

export const useEditTask = () =>
  useCleaningCommand((v: { id: number; assigneeId: number | null; kind: CleaningKind }) =>
    api<Saved>(`booking/cleaning/task/${v.id}/edit`, { body: { assigneeId: v.assigneeId, kind: v.kind } }),
  );

export const useReopenTask = () =>
  useCleaningCommand((id: number) => api<Saved>(`booking/cleaning/task/${id}/reopen`, { method: 'POST' }));

export const useMoveTask = () =>
  useCleaningCommand((v: { id: number; state: CleaningState }) =>
    api<Saved>(`booking/cleaning/task/${v.id}/state`, { body: { state: v.state } }),
  );

export const useTaskNote = () =>
  useCleaningCommand((v: { id: number; note: string }) =>
    api<Saved>(`booking/cleaning/task/${v.id}/note`, { body: { note: v.note } }),
  );
