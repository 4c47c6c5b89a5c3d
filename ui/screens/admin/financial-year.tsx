// Financial years: no overlap; a started year cannot be deleted; closing is not done here.
import type { FinancialYearRow } from '../../../service/domains/admin-periods/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { periodUi } from './period-ui';

export const financialYearUi = periodUi<FinancialYearRow>({
  name: 'financial-year-list',
  base: 'admin/financial-year',
  functionality: 'result_financial_year_list',
  title: 'Exercices comptables',
  listPath: '/admin/financial-year-list',
  detailPath: (id) => `/admin/financial-year/${id}`,
  extraColumns: [{ key: 'isClosed', title: 'Clôturé', format: 'bool', width: 90 }],
});

export function List() {
  return <EntityListPage ui={financialYearUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={financialYearUi} idParam="financialYearId" />;
}
