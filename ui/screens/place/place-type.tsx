// Place types at /place-type/:page/:placeTypeId, `page` being the open tab: the accommodation
// itself, then its INSEE category, accounting code and VAT rate (inherited by its places).
import { type PlaceTypeInput, placeTypeInputSchema } from '../../../service/domains/place/contract';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import type { FieldTab } from './FieldTabs';
import { activeColumn, listedFields, orderColumn } from './listed-fields';
import { TabbedDetail } from './TabbedDetail';

type PlaceTypeItem = PlaceTypeInput & { familyLabel: string | null; kindLabel: string };

const placeTypePath = (tab: string, id: number | string) => `/place-type/${tab}/${id}`;

const tabs: FieldTab[] = [
  {
    key: 'general',
    label: 'Hébergement',
    fields: [
      { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 60 },
      { name: 'shortCode', label: 'Code court', kind: 'text', required: true, maxLength: 10 },
      { name: 'familyId', label: 'Famille', kind: 'select', choices: 'availableFamily' },
      { name: 'kind', label: "Nature de l'hébergement", kind: 'select', required: true, choices: 'availableKind' },
      { name: 'capacity', label: 'Capacité (personnes)', kind: 'integer', required: true, min: 0 },
      { name: 'surface', label: 'Surface (m²)', kind: 'integer', min: 0 },
      { name: 'minPersons', label: 'Personnes minimum', kind: 'integer', required: true, min: 0 },
      { name: 'maxPersons', label: 'Personnes maximum', kind: 'integer', required: true, min: 0 },
      { name: 'beds', label: 'Lits', kind: 'integer', min: 0 },
      { name: 'bedrooms', label: 'Chambres', kind: 'integer', min: 0 },
      ...listedFields,
    ],
  },
  {
    key: 'accounting',
    label: 'INSEE et comptabilité',
    fields: [
      { name: 'inseeType', label: 'Catégorie INSEE', kind: 'select', required: true, choices: 'availableInseeType' },
      { name: 'isInseeIncluded', label: 'Compté dans les statistiques INSEE', kind: 'bool' },
      { name: 'accountingCode', label: 'Compte comptable', kind: 'text', maxLength: 20 },
      {
        name: 'tvaId',
        label: 'Taux de TVA',
        kind: 'select',
        required: true,
        choices: 'availableTva',
        hint: 'Les emplacements de ce type en héritent, sauf s’ils en précisent un autre.',
      },
    ],
  },
];

export const placeTypeUi: EntityUi<PlaceTypeItem> = {
  name: 'place-type-list',
  base: 'place/place-type',
  functionality: 'camping_place_type_list',
  title: "Types d'hébergement",
  itemTitle: (r) => r.label,
  listPath: '/place-type-list',
  detailPath: (id) => placeTypePath('general', id),
  columns: [
    orderColumn,
    { key: 'shortCode', title: 'Code', sortable: true, width: 90 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'familyLabel', title: 'Famille', width: 160 },
    { key: 'kindLabel', title: 'Nature', width: 130 },
    { key: 'capacity', title: 'Capacité', sortable: true, width: 90 },
    { key: 'maxPersons', title: 'Pers. max.', width: 90 },
    activeColumn,
  ],
  filters: [
    { name: 'label', label: 'Libellé', kind: 'text' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  // The detail lays its fields out in tabs.
  fields: [],
  schema: placeTypeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={placeTypeUi} />;
}

export function Detail() {
  return <TabbedDetail ui={placeTypeUi} idParam="placeTypeId" tabs={tabs} pathOf={placeTypePath} />;
}
