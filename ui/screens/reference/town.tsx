// Towns at /town-list/:countryId/:departmentId (0 = all): the country and department selectors
// rewrite the URL, which filters the list; a town's detail keeps them to come back to the same list.
import { useNavigate, useParams } from '@tanstack/react-router';
import { Select, Space } from 'antd';
import { townInputSchema } from '../../../service/domains/reference/geography-contract';
import type { TownRow } from '../../../service/domains/reference/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { EntityUi } from '../../entity/types';
import { useChoices } from './choice-lookup';
import { countryField } from './country-division-ui';

type Town = TownRow;

const base = 'reference/town';
const all = 0;

function useScope() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  return { countryId: Number(params.countryId ?? all) || all, departmentId: Number(params.departmentId ?? all) || all };
}

function townUi(scope: { countryId: number; departmentId: number }): EntityUi<Town> {
  const listPath = `/town-list/${scope.countryId}/${scope.departmentId}`;
  return {
    name: 'town-list',
    base,
    functionality: 'occupant_town_list',
    title: 'Communes',
    itemTitle: (t) => t.name,
    listPath,
    detailPath: (id) => `/town/${scope.countryId}/${scope.departmentId}/${id}`,
    columns: [
      { key: 'name', title: 'Commune', sortable: true },
      { key: 'postalCode', title: 'Code postal', sortable: true, width: 120 },
      { key: 'inseeCode', title: 'Code INSEE', sortable: true, width: 120 },
      { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
    ],
    filters: [
      { name: 'name', label: 'Commune', kind: 'text' },
      { name: 'postalCode', label: 'Code postal', kind: 'text' },
    ],
    fields: [
      { name: 'name', label: 'Commune', kind: 'text', required: true, maxLength: 80 },
      { name: 'postalCode', label: 'Code postal', kind: 'text', maxLength: 10 },
      { name: 'inseeCode', label: 'Code INSEE', kind: 'text', required: true, maxLength: 10 },
      {
        name: 'departmentId',
        label: 'Département',
        kind: 'select',
        choices: 'availableDepartment',
        choiceLabel: 'name',
      },
      countryField,
      { name: 'isActive', label: 'Actif', kind: 'bool' },
    ],
    schema: townInputSchema,
    canActivate: true,
  };
}

function ScopeSelectors({ countryId, departmentId }: { countryId: number; departmentId: number }) {
  const navigate = useNavigate();
  const countries = useChoices(base, 'availableCountry');
  const departments = useChoices(base, 'availableDepartment').filter(
    (d) => countryId === all || d.countryId === countryId,
  );
  const go = (country: number, department: number) => void navigate({ to: `/town-list/${country}/${department}` });
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Select
        aria-label="Pays"
        style={{ width: 200 }}
        showSearch={{ optionFilterProp: 'label' }}
        value={countryId}
        onChange={(country: number) => go(country, all)}
        options={[
          { value: all, label: 'Tous les pays' },
          ...countries.map((c) => ({ value: c.id, label: String(c.name) })),
        ]}
      />
      <Select
        aria-label="Département"
        style={{ width: 260 }}
        showSearch={{ optionFilterProp: 'label' }}
        value={departmentId}
        onChange={(department: number) => go(countryId, department)}
        options={[
          { value: all, label: 'Tous les départements' },
          ...departments.map((d) => ({ value: d.id, label: `${d.code} ${d.name}` })),
        ]}
      />
    </Space>
  );
}

export function List() {
  const scope = useScope();
  return <EntityListPage ui={townUi(scope)} criteria={scope} toolbar={<ScopeSelectors {...scope} />} />;
}

export function Detail() {
  return <EntityDetailPage ui={townUi(useScope())} idParam="townId" />;
}
