// Payment methods: the generic list, and a detail in three tabs (general, bank deposit, where the
// method is offered) at /payment-method/:tab/:paymentMethodId.
import { useNavigate, useParams } from '@tanstack/react-router';
import { EntityDetailPage } from '../../entity/EntityDetailPage';
import { EntityListPage } from '../../entity/EntityListPage';
import type { FieldErrors } from '../../entity/form-errors';
import { useRight } from '../../shell/rights';
import { PaymentMethodTabs } from './PaymentMethodTabs';
import { asPaymentMethodTab, paymentMethodPath, paymentMethodUi, tabOfField } from './payment-method-ui';

export function List() {
  return <EntityListPage ui={paymentMethodUi} />;
}

export function Detail() {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const isReadOnly = !useRight(paymentMethodUi.functionality).canWrite;
  // Errors on the open tab are in sight; otherwise open the tab of the first one.
  const reveal = (errors: FieldErrors) => {
    const tabs = errors.map((e) => tabOfField(e.name));
    const first = tabs[0];
    if (first && !tabs.includes(asPaymentMethodTab(params.tab))) {
      void navigate({ to: paymentMethodPath(first, params.paymentMethodId ?? 0) });
    }
  };
  return (
    <EntityDetailPage ui={paymentMethodUi} idParam="paymentMethodId" onFieldErrors={reveal}>
      {(item) => <PaymentMethodTabs item={item} isReadOnly={isReadOnly} />}
    </EntityDetailPage>
  );
}
