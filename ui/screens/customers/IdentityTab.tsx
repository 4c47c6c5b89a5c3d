// The identity tab: who the customer is and how to reach them. Company fields appear for a
// legal entity; the age is shown beside the birth date.
import { Form, Row, Typography } from 'antd';
import { FieldItem } from '../../entity/EntityFields';
import { formatAge, parisToday } from '../../format';
import type { CustomerFields } from './customer-ui';

interface Props {
  fields: CustomerFields;
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function IdentityTab({ fields: f, item, isReadOnly }: Props) {
  const isLegalEntity = Form.useWatch<boolean | undefined>('isLegalEntity');
  const birthDate = Form.useWatch<string | null | undefined>('birthDate');
  const common = { item, isReadOnly };
  const age = (
    <Typography.Text type="secondary" style={{ minWidth: 48, whiteSpace: 'nowrap' }} aria-label="Âge">
      {formatAge(birthDate, parisToday(new Date()))}
    </Typography.Text>
  );
  return (
    <>
      <Row gutter={12}>
        <FieldItem field={f.code} md={4} {...common} />
        <FieldItem field={f.civilityId} md={4} {...common} />
        <FieldItem field={f.lastName} md={8} {...common} />
        <FieldItem field={f.firstName} md={8} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.isLegalEntity} md={4} {...common} />
        {isLegalEntity && (
          <>
            <FieldItem field={f.companyName} md={8} {...common} />
            <FieldItem field={f.siret} md={6} {...common} />
            <FieldItem field={f.vatNumber} md={6} {...common} />
          </>
        )}
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.birthDate} md={6} addon={age} {...common} />
        <FieldItem field={f.birthPlace} md={6} {...common} />
        <FieldItem field={f.nationalityId} md={6} {...common} />
        <FieldItem field={f.languageId} md={6} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.phone} md={6} {...common} />
        <FieldItem field={f.mobile} md={6} {...common} />
        <FieldItem field={f.email} md={12} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.loyaltyNumber} md={6} {...common} />
        <FieldItem field={f.newsletter} md={6} {...common} />
      </Row>
    </>
  );
}
