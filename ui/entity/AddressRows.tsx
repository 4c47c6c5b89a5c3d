// A postal address laid out the same on every form that holds one (establishment, partner): two
// address lines, then postal code, town and country (from the item's `availableCountry`).
import { Row } from 'antd';
import { FieldItem } from './EntityFields';
import type { FieldDef } from './types';

const addressKeys = ['address1', 'address2', 'postalCode', 'town', 'countryId'] as const;
type AddressKey = (typeof addressKeys)[number];
export type AddressFields = Record<AddressKey, FieldDef>;

/** The address fields, labelled by the screen. */
export function addressFields(label: (name: AddressKey) => string): AddressFields {
  const text = (name: AddressKey, maxLength: number): FieldDef => ({
    name,
    label: label(name),
    kind: 'text',
    maxLength,
  });
  return {
    address1: text('address1', 120),
    address2: text('address2', 120),
    postalCode: text('postalCode', 10),
    town: text('town', 80),
    countryId: {
      name: 'countryId',
      label: label('countryId'),
      kind: 'select',
      choices: 'availableCountry',
      choiceLabel: 'name',
    },
  };
}

interface Props {
  fields: AddressFields;
  item: Record<string, unknown>;
  isReadOnly: boolean;
}

export function AddressRows({ fields: f, ...common }: Props) {
  return (
    <>
      <Row gutter={12}>
        <FieldItem field={f.address1} md={12} {...common} />
        <FieldItem field={f.address2} md={12} {...common} />
      </Row>
      <Row gutter={12}>
        <FieldItem field={f.postalCode} md={4} {...common} />
        <FieldItem field={f.town} md={10} {...common} />
        <FieldItem field={f.countryId} md={10} {...common} />
      </Row>
    </>
  );
}
