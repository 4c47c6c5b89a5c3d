// Sort, page, page size, selected row and filters, kept per table name in localStorage; and a
// row to reveal, set by a detail form after a save, which the list turns into its page.
import { useCallback, useState } from 'react';

export interface TableState {
  page: number;
  pageSize: number;
  sort?: { field: string; order: 'ascend' | 'descend' };
  /** The selected row of a list keyed otherwise than by an id (a report's day...). */
  selectedKey?: string | number;
  selectedId?: number;
  filters: Record<string, unknown>;
  /** A row the list must show: it opens on the page holding it (asked of the server), selected. */
  reveal?: number;
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

/** Sets another list's state (its filters...) before opening it. */
export function writeTableState(name: string, state: TableState): void {
  localStorage.setItem(keyOf(name), JSON.stringify(state));
}

/** After a save: the list comes back on the page holding the row, the row selected. */
export function revealInList(name: string, id: number): void {
  localStorage.setItem(keyOf(name), JSON.stringify({ ...readTableState(name), selectedId: id, reveal: id }));
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
