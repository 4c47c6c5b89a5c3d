// Departments: country, region, INSEE code (40, 2A, 974) and name; the 101 French ones are seeded.
import { departmentInputSchema } from '../../../service/domains/reference/geography-contract';
import type { departments } from '../../../service/domains/reference/geography-schema';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useLookup } from './choice-lookup';

type Department = typeof departments.$inferSelect;

const base = 'reference/department';

export const departmentUi: EntityUi<Department> = {
  name: 'department-list',
  base,
  functionality: 'occupant_department_list',
  title: 'Départements',
  itemTitle: (d) => `${d.code} ${d.name}`,
  listPath: '/department-list',
  detailPath: (id) => `/department/${id}`,
  columns: [
    { key: 'code', title: 'Code INSEE', sortable: true, width: 110 },
    { key: 'name', title: 'Département', sortable: true },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'name', label: 'Département', kind: 'text' },
    { name: 'code', label: 'Code INSEE', kind: 'text' },
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
    { name: 'regionId', label: 'Région', kind: 'select', choices: 'availableRegion', choiceLabel: 'name' },
    { name: 'code', label: 'Code INSEE', kind: 'text', required: true, maxLength: 3, placeholder: '40' },
    { name: 'name', label: 'Département', kind: 'text', required: true, maxLength: 80 },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  schema: departmentInputSchema,
  canActivate: true,
};

export function List() {
  const regionName = useLookup(base, 'availableRegion', (r) => String(r.name));
  const ui: EntityUi<Department> = {
    ...departmentUi,
    columns: [
      ...departmentUi.columns.slice(0, 2),
      { key: 'regionId', title: 'Région', render: (d) => regionName(d.regionId) },
      ...departmentUi.columns.slice(2),
    ],
  };
  return <EntityListPage ui={ui} />;
}

export function Detail() {
  return <EntityDetailPage ui={departmentUi} idParam="departmentId" />;
}
