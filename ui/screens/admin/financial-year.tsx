// Financial years: no overlap; a started year cannot be deleted; closing is not done here. The
// bill prefix numbers the year's invoices (never another year's, nor the excluded prefix).
import { financialYearInputSchema } from '../../../service/domains/admin-periods/contract';
import type { FinancialYearRow } from '../../../service/domains/admin-periods/rows-contract';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import { periodUi } from './period-ui';

const periods = periodUi<FinancialYearRow>({
  name: 'financial-year-list',
  base: 'admin/financial-year',
  functionality: 'result_financial_year_list',
  title: 'Exercices comptables',
  listPath: '/admin/financial-year-list',
  detailPath: (id) => `/admin/financial-year/${id}`,
  extraColumns: [
    { key: 'billPrefix', title: 'Préfixe des factures', width: 150 },
    { key: 'isClosed', title: 'Clôturé', format: 'bool', width: 90 },
  ],
});

export const financialYearUi = {
  ...periods,
  fields: [
    ...periods.fields,
    {
      name: 'billPrefix',
      label: 'Préfixe des factures',
      kind: 'text' as const,
      maxLength: 8,
      placeholder: 'FA + année',
      hint: "Vide : le préfixe des préférences de vente suivi de l'année (FA2026). Jamais celui d'un autre exercice.",
    },
  ],
  schema: financialYearInputSchema,
} satisfies typeof periods;

export function List() {
  return <EntityListPage ui={financialYearUi} />;
}

export function Detail() {
  return <EntityDetailPage ui={financialYearUi} idParam="financialYearId" />;
}
