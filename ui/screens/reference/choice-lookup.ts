// Names of the ids a list shows (a department's region, a reading's meter), read from the choice
// lists of the entity's own `edit/0` answer: no right beyond the screen's is needed.
import { useQuery } from '@tanstack/react-query';
import { entityQueries } from '../../entity/queries';

export type Choice = Record<string, unknown> & { id: number };

export function useChoices(base: string, list: string): Choice[] {
  const { data } = useQuery(entityQueries.detail(base, 0));
  return (data?.[list] as Choice[] | undefined) ?? [];
}

/** id -> label of a choice list, for a list column. */
export function useLookup(base: string, list: string, label: (c: Choice) => string): (id: unknown) => string {
  const choices = useChoices(base, list);
  return (id) => {
    const found = choices.find((c) => c.id === id);
    return found ? label(found) : '';
  };
}
