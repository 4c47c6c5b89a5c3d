// Unavailabilities: a place out of use from the start date until the end date, the day it is
// available again (like a stay's departure day); two of the same place must not share a night.
import { unavailabilityInputSchema } from '../../../service/domains/place/contract';
import type { UnavailabilityRow } from '../../../service/domains/place/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

type UnavailabilityItem = UnavailabilityRow & { placeLabel?: string };

export const unavailabilityUi: EntityUi<UnavailabilityItem> = {
  name: 'unavailability-list',
  base: 'place/unavailability',
  functionality: 'camping_unavailability_list',
  title: 'Indisponibilités',
  itemTitle: (u) => `${u.placeLabel ?? ''} ${u.startDate} — ${u.endDate}`.trim(),
  listPath: '/unavailability-list',
  detailPath: (id) => `/unavailability/${id}`,
  columns: [
    { key: 'placeLabel', title: 'Emplacement', width: 200 },
    { key: 'startDate', title: 'Début', sortable: true, format: 'date', width: 120 },
    { key: 'endDate', title: 'Fin', sortable: true, format: 'date', width: 120 },
    { key: 'reason', title: 'Motif' },
  ],
  fields: [
    { name: 'placeId', label: 'Emplacement', kind: 'select', required: true, choices: 'availablePlace', span: 2 },
    { name: 'startDate', label: 'Date de début', kind: 'date', required: true },
    {
      name: 'endDate',
      label: 'Date de fin',
      kind: 'date',
      required: true,
      hint: 'Le jour où la place redevient disponible.',
    },
    { name: 'reason', label: 'Motif', kind: 'textarea', required: true, maxLength: 200, rows: 2 },
  ],
  schema: unavailabilityInputSchema,
};

export function List() {
  return <EntityListPage ui={unavailabilityUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={unavailabilityUi} idParam="unavailabilityId" />;
}
