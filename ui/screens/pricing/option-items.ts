// What a grid option may price: extras, animal types or vehicle types, each a choice list of the
// registry's search (active and inactive: a saved option keeps its label).
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { GridOption } from './grid-data';

export type OptionKind = GridOption['kind'];
export type ItemChoices = Record<OptionKind, { value: number; label: string }[]>;

export const optionKindLabels: Record<OptionKind, string> = {
  extra: 'Extra',
  animal: 'Animal',
  vehicle: 'Véhicule',
};

export const pricingLabels: Record<'stay' | 'week' | 'night', string> = {
  stay: 'Par séjour',
  week: 'Par semaine',
  night: 'Par nuit',
};

const bases: Record<OptionKind, string> = {
  extra: 'extra/extra',
  animal: 'reference/animal-type',
  vehicle: 'reference/vehicle-type',
};

export function useOptionItems(): ItemChoices {
  const kinds = Object.keys(bases) as OptionKind[];
  const answers = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['entity', bases[kind], 'option-items'] as const,
      queryFn: () =>
        api<{ items: { id: number; label: string }[] }>(`${bases[kind]}/search`, {
          body: { page: 1, pageSize: 500 },
          isSearch: true,
        }).then((page) => page.items.map((i) => ({ value: i.id, label: i.label }))),
    })),
  });
  return Object.fromEntries(kinds.map((kind, i) => [kind, answers[i].data ?? []])) as ItemChoices;
}
