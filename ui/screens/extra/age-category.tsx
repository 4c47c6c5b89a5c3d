// Age categories: ages in whole years (no upper age: and over), VAT rate, the one default for a
// new attendant, tourist-tax exemption.
import { ageCategoryInputSchema } from '../../../service/domains/extra/contract';
import type { AgeCategoryRow } from '../../../service/domains/extra/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';

type AgeCategory = AgeCategoryRow;

/** '2 – 12 ans', '18 ans et plus'. */
export function ageRangeText(c: Pick<AgeCategory, 'ageFrom' | 'ageTo'>): string {
  return c.ageTo === null ? `${c.ageFrom} ans et plus` : `${c.ageFrom} – ${c.ageTo} ans`;
}

export const ageCategoryUi: EntityUi<AgeCategory> = {
  name: 'age-category-list',
  base: 'reference/age-category',
  functionality: 'occupant_age_category_list',
  title: "Catégories d'âge",
  itemTitle: (c) => c.label,
  listPath: '/age-category-list',
  detailPath: (id) => `/age-category/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'label', title: 'Libellé', sortable: true },
    { key: 'ageFrom', title: 'Âges', sortable: true, width: 150, render: ageRangeText },
    { key: 'isDefaultForAttendant', title: 'Par défaut accompagnant', format: 'bool', width: 110 },
    { key: 'isTouristTaxExempt', title: 'Exonéré taxe de séjour', format: 'bool', width: 110 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [{ name: 'label', label: 'Libellé', kind: 'text' }],
  fields: [
    { name: 'label', label: 'Libellé', kind: 'text', required: true, maxLength: 50 },
    { name: 'tvaId', label: 'Taux de TVA', kind: 'select', required: true, choices: 'availableTva' },
    { name: 'ageFrom', label: 'Âge de (ans)', kind: 'integer', required: true, min: 0, max: 120 },
    { name: 'ageTo', label: 'Âge à (ans)', kind: 'integer', min: 0, max: 120, hint: 'Vide : sans limite' },
    { name: 'isDefaultForAttendant', label: 'Par défaut pour un accompagnant', kind: 'bool' },
    { name: 'isTouristTaxExempt', label: 'Exonéré de taxe de séjour', kind: 'bool' },
    { name: 'order', label: 'Ordre', kind: 'integer' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: ageCategoryInputSchema,
  canOrder: true,
  canActivate: true,
};

export function List() {
  return <EntityListPage ui={ageCategoryUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={ageCategoryUi} idParam="ageCategoryId" />;
}
