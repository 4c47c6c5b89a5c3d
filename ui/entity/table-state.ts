// Sort, page, page size, selected row and filters, kept per table name in localStorage.
import { useCallback, useState } from 'react';

export interface TableState {
  page: number;
  pageSize: number;
  sort?: { field: string; order: 'ascend' | 'descend' };
  /** The selected row of a list keyed otherwise than by an id (a report's day...). */
  selectedKey?: string | number;
  selectedId?: number;
  filters: Record<string, unknown>;
}

export const defaultPageSize = 20;
const initial: TableState = { page: 1, pageSize: defaultPageSize, filters: {} };
const keyOf = (name: string) => `bivouac.table.${name}`;

export function readTableState(name: string): TableState {
  try {
    return { ...initial, ...JSON.parse(localStorage.getItem(keyOf(name)) ?? '{}') };
  } catch {
    return initial;
  }
}

export function useTableState(name: string): [TableState, (patch: Partial<TableState>) => void] {
  const [state, setState] = useState(() => readTableState(name));
  const update = useCallback(
    (patch: Partial<TableState>) =>
      setState((previous) => {
        const next = { ...previous, ...patch };
        localStorage.setItem(keyOf(name), JSON.stringify(next));
        return next;
      }),
    [name],
  );
  return [state, update];
}
