// The payment method detail's tabs, driven by the route's `tab` parameter. Every tab is rendered
// once (forceRender) inside the one form, so switching keeps what was typed.
import { useNavigate, useParams } from '@tanstack/react-router';
import { Row, Tabs } from 'antd';
import { FieldItem } from '../../entity/EntityFields';
import {
  asPaymentMethodTab,
  type PaymentMethodTab,
  paymentMethodFields,
  paymentMethodPath,
  paymentMethodTabs,
} from './payment-method-ui';

interface Props {
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function PaymentMethodTabs({ item, isReadOnly }: Props) {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const tabs = Object.keys(paymentMethodTabs) as PaymentMethodTab[];
  return (
    <Tabs
      size="small"
      activeKey={asPaymentMethodTab(params.tab)}
      onChange={(tab) => void navigate({ to: paymentMethodPath(asPaymentMethodTab(tab), params.paymentMethodId ?? 0) })}
      items={tabs.map((tab) => ({
        key: tab,
        label: paymentMethodTabs[tab],
        forceRender: true,
        children: (
          <Row gutter={12}>
            {paymentMethodFields[tab].map((field) => (
              <FieldItem key={String(field.name)} field={field} item={item} isReadOnly={isReadOnly} />
            ))}
          </Row>
        ),
      }))}
    />
  );
}
