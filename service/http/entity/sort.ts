// Sort fields arrive from the request, so they are looked up in a Map: on a plain object,
// `toString`, `constructor` or `__proto__` would find the prototype's members instead of nothing.
import { fieldError } from '../../errors/app-error';

export type SortColumns<T> = ReadonlyMap<string, T>;

export const sortColumns = <T>(columns: Record<string, T>): SortColumns<T> => new Map(Object.entries(columns));

/** The column of a sort field; a field the list does not sort on is the request's error. */
export function sortColumn<T>(columns: SortColumns<T>, field: string): T {
  const column = columns.get(field);
  if (column === undefined) throw fieldError('sort', 'INVALID_TYPE');
  return column;
}
