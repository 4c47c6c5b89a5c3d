// The customer detail's tabs, driven by the route's `tab` parameter. Every tab is rendered once
// (forceRender) inside the one form, so switching tabs keeps what was typed and errors reach
// fields of hidden tabs too.
import { useNavigate, useParams } from '@tanstack/react-router';
import { Row, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '../../entity/EntityFields';
import { CustomerStays } from '../booking/lists/CustomerStays';
import { AddressesTab } from './AddressesTab';
import { asCustomerTab, customerFields, customerPath } from './customer-ui';
import { DuplicateWarning } from './DuplicateWarning';
import { IdentityTab } from './IdentityTab';

interface Props {
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function CustomerTabs({ item, isReadOnly }: Props) {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const fields = useMemo(() => customerFields(t), [t]);
  const common = { item, isReadOnly };
  const isNew = item.id === 0;
  return (
    <>
      {isNew && !isReadOnly && <DuplicateWarning />}
      <Tabs
        size="small"
        activeKey={asCustomerTab(params.tab)}
        onChange={(tab) => void navigate({ to: customerPath(asCustomerTab(tab), params.customerId ?? 0) })}
        items={[
          {
            key: 'identity',
            label: t('tab.identity'),
            forceRender: true,
            children: <IdentityTab fields={fields} {...common} />,
          },
          { key: 'addresses', label: t('tab.addresses'), forceRender: true, children: <AddressesTab {...common} /> },
          {
            key: 'notes',
            label: t('tab.notes'),
            forceRender: true,
            children: (
              <Row gutter={12}>
                <FieldItem field={fields.notes} md={24} {...common} />
              </Row>
            ),
          },
          {
            key: 'stays',
            label: t('tab.stays'),
            children: <CustomerStays customerId={Number(params.customerId ?? 0)} />,
          },
        ]}
      />
    </>
  );
}
