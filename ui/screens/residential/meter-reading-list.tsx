// /meter-reading-list: the readings, filtered by place and dates; a new reading is typed on
// /meter-reading-form. A reading has no detail screen: a wrong last reading is deleted and typed again.
import { meterReadingInputSchema } from '../../../service/domains/residential-setup/contract';
import type { MeterReadingRow } from '../../../service/domains/residential-setup/rows-contract';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useLookup } from '../reference/choice-lookup';

type Reading = MeterReadingRow;

const base = 'meter/reading';

export default function MeterReadingListPage() {
  const meterLabel = useLookup(base, 'availableMeter', (m) => `${m.number} (place ${m.placeId})`);
  const ui: EntityUi<Reading> = {
    name: 'meter-reading-list',
    base,
    functionality: 'camping_meter_reading_list',
    title: 'Relevés de compteurs',
    itemTitle: (r) => `${meterLabel(r.meterId)} ${r.readingDate}`,
    listPath: '/meter-reading-list',
    detailPath: () => '/meter-reading-form',
    canOpen: false,
    columns: [
      { key: 'readingDate', title: 'Date', sortable: true, format: 'date', width: 120 },
      { key: 'meterId', title: 'Compteur', sortable: true, render: (r) => meterLabel(r.meterId) },
      { key: 'quantity', title: 'Index', sortable: true, width: 120 },
    ],
    filters: [
      { name: 'placeId', label: 'Place', kind: 'integer' },
      { name: 'from', label: 'Du', kind: 'date' },
      { name: 'to', label: 'Au', kind: 'date' },
    ],
    fields: [],
    schema: meterReadingInputSchema,
  };
  return <EntityListPage ui={ui} />;
}
