// The partner detail's tabs, driven by the route's `page` parameter. Every tab is rendered once
// (forceRender) inside the one form, so switching tabs keeps what was typed and errors reach
// fields of hidden tabs too.
import { useNavigate, useParams } from '@tanstack/react-router';
import { Divider, Row, Tabs } from 'antd';
import { AddressRows } from '../../entity/AddressRows';
import { FieldItem } from '../../entity/EntityFields';
import {
  allotmentColumns,
  asPartnerPage,
  commissionPeriodColumns,
  partnerFields as f,
  partnerPath,
} from './partner-ui';
import { RowListField } from './RowListField';
import { UnitValueField } from './UnitValueField';

interface Props {
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

function IdentityTab(common: Props) {
  return (
    <>
      <Row gutter={12}>
        <FieldItem field={f.name} md={12} {...common} />
        <FieldItem field={f.color} md={6} {...common} />
        <FieldItem field={f.isActive} md={6} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.partnerTypeId} md={8} {...common} />
        <FieldItem field={f.managementTypeId} md={8} {...common} />
        <FieldItem field={f.billingTypeId} md={8} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.contactName} md={8} {...common} />
        <FieldItem field={f.phone} md={6} {...common} />
        <FieldItem field={f.email} md={10} {...common} />
      </Row>
      <AddressRows fields={f} {...common} />
    </>
  );
}

function CommissionTab(common: Props) {
  return (
    <>
      <Row gutter={12}>
        <FieldItem field={f.commissionType} md={6} {...common} />
        <UnitValueField
          name="commissionValue"
          label="Commission"
          unitField="commissionType"
          percentUnit="percent"
          md={6}
          {...common}
        />
        <FieldItem field={f.paymentTermsId} md={6} {...common} />
        <FieldItem field={f.accountingCode} md={6} {...common} />
      </Row>
      <Divider titlePlacement="start" plain>
        Périodes de commission
      </Divider>
      <RowListField
        name="commissionPeriods"
        columns={commissionPeriodColumns}
        blank={() => ({ startDate: null, endDate: null, rate: null })}
        addLabel="Ajouter une période"
        {...common}
      />
    </>
  );
}

export function PartnerTabs(common: Props) {
  const navigate = useNavigate();
  const params: Record<string, string | undefined> = useParams({ strict: false });
  return (
    <Tabs
      size="small"
      activeKey={asPartnerPage(params.page)}
      onChange={(page) => void navigate({ to: partnerPath(asPartnerPage(page), params.partnerId ?? 0) })}
      items={[
        { key: 'identity', label: 'Identité', forceRender: true, children: <IdentityTab {...common} /> },
        { key: 'commission', label: 'Commission', forceRender: true, children: <CommissionTab {...common} /> },
        {
          key: 'allotment',
          label: 'Allotement',
          forceRender: true,
          children: (
            <RowListField
              name="allotments"
              columns={allotmentColumns}
              blank={() => ({ placeTypeId: null, startDate: null, endDate: null, quantity: 1 })}
              addLabel="Ajouter un allotement"
              {...common}
            />
          ),
        },
      ]}
    />
  );
}
