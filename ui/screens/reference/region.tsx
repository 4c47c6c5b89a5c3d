// Regions: country, INSEE code, name; the French ones are seeded for every site.
import { regionInputSchema } from '../../../service/domains/reference/geography-contract';
import type { regions } from '../../../service/domains/reference/geography-schema';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

export const regionUi: EntityUi<typeof regions.$inferSelect> = {
  name: 'region-list',
  base: 'reference/region',
  functionality: 'occupant_region_list',
  title: 'Régions',
  itemTitle: (r) => r.name,
  listPath: '/region-list',
  detailPath: (id) => `/region/${id}`,
  columns: [
    { key: 'code', title: 'Code', sortable: true, width: 90 },
    { key: 'name', title: 'Région', sortable: true },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'name', label: 'Région', kind: 'text' },
    { name: 'code', label: 'Code', kind: 'text' },
  ],
  fields: [
    {
      name: 'countryId',
      label: 'Pays',
      kind: 'select',
      required: true,
      choices: 'availableCountry',
      choiceLabel: 'name',
    },
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10, placeholder: '75' },
    { name: 'name', label: 'Région', kind: 'text', required: true, maxLength: 80 },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: regionInputSchema,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={regionUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={regionUi} idParam="regionId" />;
}
