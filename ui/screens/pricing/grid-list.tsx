// /price/grid-list: the price grids, ordered, with their model, current version and persons; a
// row opens the grid screen on its current version, "Créer" a new grid.
import { gridInputSchema, PRICE_MODELS } from '../../../service/domains/pricing/grid-contract';
import type { PriceGridRow } from '../../../service/domains/pricing/rows-contract';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { gridPath } from './grid-data';

type Grid = PriceGridRow;

const modelLabel = (id: number) => PRICE_MODELS.find((m) => m.id === id)?.label ?? '';

export const gridUi: EntityUi<Grid> = {
  name: 'price-grid-list',
  base: 'price/grid',
  functionality: 'extra_pricing_price_grid_list',
  title: 'Grilles tarifaires',
  itemTitle: (g) => g.label,
  listPath: '/price/grid-list',
  detailPath: (id) => gridPath(id),
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'priceModel', title: 'Modèle de prix', sortable: true, render: (g) => modelLabel(g.priceModel) },
    { key: 'historyVersion', title: 'Version', width: 80 },
    { key: 'includedPersons', title: 'Pers. incluses', width: 110 },
    { key: 'bookingFeeCents', title: 'Frais de dossier', format: 'money', width: 120 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  // The grid has its own screen: no generic form.
  fields: [],
  schema: gridInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={gridUi} />;
}
