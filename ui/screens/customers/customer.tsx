// Customers: the generic list, and a detail in three tabs (identity, addresses, notes) at
// /customer/:tab/:customerId, validated by the service's customerInputSchema before sending.
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { FieldErrors } from '../../entity/form-errors';
import { useRight } from '../../shell/rights';
import { CustomerTabs } from './CustomerTabs';
import { asCustomerTab, customerPath, customerUi, tabOfField } from './customer-ui';

function useCustomerUi() {
  const { t } = useTranslation('customer');
  return useMemo(() => customerUi(t), [t]);
}

export function List() {
  return <EntityListPage ui={useCustomerUi()} />;
}

export function Detail() {
  const ui = useCustomerUi();
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const isReadOnly = !useRight(ui.functionality).canWrite;
  // Errors on the open tab are in sight; otherwise open the tab of the first one.
  const reveal = (errors: FieldErrors) => {
    const tab = asCustomerTab(params.tab);
    const tabs = errors.map((e) => tabOfField(e.name));
    const first = tabs[0];
    if (first && !tabs.includes(tab)) void navigate({ to: customerPath(first, params.customerId ?? 0) });
  };
  return (
    <EntityDetailPage ui={ui} idParam="customerId" onFieldErrors={reveal}>
      {(item) => <CustomerTabs item={item} isReadOnly={isReadOnly} />}
    </EntityDetailPage>
  );
}
