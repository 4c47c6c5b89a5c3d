// Regions: country, INSEE code, name; the French ones are seeded for every site.
import { regionInputSchema } from '../../../service/domains/reference/geography-contract';
import type { RegionRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { countryDivisionUi } from './country-division-ui';

export const regionUi = countryDivisionUi<RegionRow>({
  name: 'region-list',
  base: 'reference/region',
  functionality: 'occupant_region_list',
  title: 'Régions',
  itemTitle: (r) => r.name,
  listPath: '/region-list',
  detailPath: (id) => `/region/${id}`,
  noun: 'Région',
  code: { label: 'Code', width: 90, maxLength: 10, placeholder: '75' },
  schema: regionInputSchema,
});

export function List() {
  return <EntityListPage ui={regionUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={regionUi} idParam="regionId" />;
}
