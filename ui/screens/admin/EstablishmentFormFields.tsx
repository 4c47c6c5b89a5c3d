// The establishment form's sections: legal identity, address, contact.
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressRows } from '../../entity/AddressRows';
import { FieldItem } from '../../entity/EntityFields';
import type { EstablishmentFields } from './establishment-fields';
import { FormSection as Section } from './FormSection';

interface Props {
  fields: EstablishmentFields;
  /** The establishment with its country choices (`availableCountry`). */
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function EstablishmentFormFields({ fields: f, item, isReadOnly }: Props) {
  const { t } = useTranslation('admin');
  const common = { item, isReadOnly };
  return (
    <>
      <Section>{t('establishment.section.legal')}</Section>
      <Row gutter={12}>
        <FieldItem field={f.corporateName} md={10} {...common} />
        <FieldItem field={f.shortName} md={8} {...common} />
        <FieldItem field={f.legalForm} md={6} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.capitalCents} md={6} {...common} />
        <FieldItem field={f.siret} md={6} {...common} />
        <FieldItem field={f.siren} md={6} {...common} />
        <FieldItem field={f.nafCode} md={6} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.vatNumber} md={6} {...common} />
        <FieldItem field={f.rcs} md={6} {...common} />
        <FieldItem field={f.tradeRegisterNumber} md={6} {...common} />
        <FieldItem field={f.registrationCity} md={6} {...common} />
      </Row>
      <Section>{t('establishment.section.address')}</Section>
      <AddressRows fields={f} {...common} />
      <Section>{t('establishment.section.contact')}</Section>
      <Row gutter={12}>
        <FieldItem field={f.phone} md={6} {...common} />
        <FieldItem field={f.email} md={9} {...common} />
        <FieldItem field={f.website} md={9} {...common} />
      </Row>
    </>
  );
}
