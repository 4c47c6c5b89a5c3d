// Departments: country, region, INSEE code (40, 2A, 974) and name; the 101 French ones are seeded.
import { departmentInputSchema } from '../../../service/domains/reference/geography-contract';
import type { DepartmentRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useLookup } from './choice-lookup';
import { countryDivisionUi } from './country-division-ui';

type Department = DepartmentRow;

const base = 'reference/department';

export const departmentUi = countryDivisionUi<Department>({
  name: 'department-list',
  base,
  functionality: 'occupant_department_list',
  title: 'Départements',
  itemTitle: (d) => `${d.code} ${d.name}`,
  listPath: '/department-list',
  detailPath: (id) => `/department/${id}`,
  noun: 'Département',
  code: { label: 'Code INSEE', width: 110, maxLength: 3, placeholder: '40' },
  within: [{ name: 'regionId', label: 'Région', kind: 'select', choices: 'availableRegion', choiceLabel: 'name' }],
  schema: departmentInputSchema,
});

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
