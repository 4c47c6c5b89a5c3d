// Places at /place/:page/:placeId, `page` being the open tab: the place itself, then its plan
// position and the accounting code and VAT rate that override its type's. The list follows the
// site's place ordering mode until a column is sorted.
import { type PlaceListItem, placeInputSchema } from '../../../service/domains/place/contract';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import type { FieldTab } from './FieldTabs';
import { activeColumn, listedFields } from './listed-fields';
import { TabbedDetail } from './TabbedDetail';

const placePath = (tab: string, id: number | string) => `/place/${tab}/${id}`;

const tabs: FieldTab[] = [
  {
    key: 'general',
    label: 'Emplacement',
    fields: [
      { name: 'number', label: 'Numéro', kind: 'text', required: true, maxLength: 20 },
      { name: 'name', label: 'Nom', kind: 'text', maxLength: 60 },
      { name: 'typeId', label: "Type d'hébergement", kind: 'select', required: true, choices: 'availableType' },
      { name: 'layoutId', label: 'Aménagement', kind: 'select', choices: 'availableLayout' },
      {
        name: 'capacity',
        label: 'Capacité (personnes)',
        kind: 'integer',
        required: true,
        min: 0,
        hint: 'Une capacité de 0 rend les statistiques indisponibles.',
      },
      { name: 'featureIds', label: 'Caractéristiques', kind: 'multiselect', choices: 'availableFeature', span: 2 },
      ...listedFields,
    ],
  },
  {
    key: 'plan',
    label: 'Plan et comptabilité',
    fields: [
      { name: 'planX', label: 'Position sur le plan (X)', kind: 'integer', min: 0 },
      { name: 'planY', label: 'Position sur le plan (Y)', kind: 'integer', min: 0 },
      {
        name: 'accountingCode',
        label: 'Compte comptable',
        kind: 'text',
        maxLength: 20,
        hint: 'Vide : celui du type d’hébergement.',
      },
      {
        name: 'tvaId',
        label: 'Taux de TVA',
        kind: 'select',
        choices: 'availableTva',
        hint: 'Vide : celui du type d’hébergement.',
      },
    ],
  },
];

export const placeUi: EntityUi<PlaceListItem> = {
  name: 'place-list',
  base: 'place/place',
  functionality: 'camping_place_list',
  title: 'Emplacements',
  itemTitle: (p) => (p.name ? `${p.number} — ${p.name}` : p.number),
  listPath: '/place-list',
  detailPath: (id) => placePath('general', id),
  columns: [
    { key: 'number', title: 'Numéro', sortable: true, width: 100 },
    { key: 'name', title: 'Nom', sortable: true },
    { key: 'typeLabel', title: "Type d'hébergement", sortable: true, width: 220 },
    { key: 'layoutLabel', title: 'Aménagement', width: 160 },
    { key: 'capacity', title: 'Capacité', sortable: true, width: 90 },
    activeColumn,
  ],
  filters: [
    { name: 'q', label: 'Numéro ou nom', kind: 'text' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  // The detail lays its fields out in tabs.
  fields: [],
  schema: placeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={placeUi} />;
}

export function Detail() {
  return <TabbedDetail ui={placeUi} idParam="placeId" tabs={tabs} pathOf={placePath} />;
}
