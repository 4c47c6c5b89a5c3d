// Animal types: each in category 1, 2 or 3 (offered from the edit answer's availableCategory), and
// the extra that prices the animal when the grid has no option for its type.
import { animalTypeInputSchema } from '../../../service/domains/reference/contract';
import type { AnimalTypeRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { pricingExtraField } from './pricing-extra-field';

export const animalTypeUi: EntityUi<AnimalTypeRow> = {
  name: 'animal-type-list',
  base: 'reference/animal-type',
  functionality: 'occupant_animal_type_list',
  title: "Types d'animaux",
  itemTitle: (a) => a.label,
  listPath: '/animal-type-list',
  detailPath: (id) => `/animal-type/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'category', title: 'Catégorie', sortable: true, width: 100 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    { name: 'category', label: 'Catégorie', kind: 'select', required: true, choices: 'availableCategory' },
    pricingExtraField,
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: animalTypeInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={animalTypeUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={animalTypeUi} idParam="animalTypeId" />;
}
