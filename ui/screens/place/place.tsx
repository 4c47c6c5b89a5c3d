// Places at /place/:page/:placeId, `page` being the open tab: the place itself, then its plan
// position and the accounting code and VAT rate that override its type's. The list follows the
// site's place ordering mode until a column is sorted; « Créer une série » creates many at once.
// A new place's capacity is filled from its type when the type is chosen.
import { type PlaceListItem, placeInputSchema } from '../../../service/domains/place/contract';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useRight } from '../../shell/rights';
import type { FieldTab } from './FieldTabs';
import { activeColumn, listedFields } from './listed-fields';
import { PlaceRangeButton } from './PlaceRangeDialog';
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
        min: 0,
        hint: 'Vide : celle du type d’hébergement. Une capacité de 0 rend les statistiques indisponibles.',
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
  // The next place of a series is most often of the same type, layout and features.
  keepOnNew: ['typeId', 'capacity', 'layoutId', 'featureIds', 'isActive'],
  // Two places do not share a number, nor a point of the plan.
  clearOnDuplicate: ['planX', 'planY'],
  onValuesChange: (changed, form, item) => {
    if (!('typeId' in changed)) return;
    const types = (item.availableType ?? []) as { id: number; capacity: number }[];
    const type = types.find((t) => t.id === changed.typeId);
    // A new place's capacity defaults from its type (an existing one's only when empty).
    const isEmpty = form.getFieldValue('capacity') === null || form.getFieldValue('capacity') === undefined;
    if (type && (item.id === 0 || isEmpty)) form.setFieldValue('capacity', type.capacity);
  },
};

export function List() {
  const { canWrite } = useRight(placeUi.functionality);
  return <EntityListPage ui={placeUi} actions={canWrite && <PlaceRangeButton />} />;
}

export function Detail() {
  return <TabbedDetail ui={placeUi} idParam="placeId" tabs={tabs} pathOf={placePath} />;
}
