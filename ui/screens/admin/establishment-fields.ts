// The establishment form's fields, by section: legal identity, address, contact.
import type { TFunction } from 'i18next';
import { addressFields } from '../../entity/AddressRows';
import type { FieldDef, FieldKind } from '../../entity/types';

export function establishmentFields(t: TFunction<'admin'>) {
  const field = (name: string, kind: FieldKind, more: Partial<FieldDef> = {}): FieldDef => ({
    name,
    label: t(`establishment.field.${name}`),
    kind,
    ...more,
  });
  return {
    corporateName: field('corporateName', 'text', { required: true, maxLength: 120 }),
    shortName: field('shortName', 'text', { maxLength: 40, hint: t('establishment.shortNameHint') }),
    legalForm: field('legalForm', 'text', { maxLength: 40, placeholder: 'SARL, SAS…' }),
    capitalCents: field('capitalCents', 'money'),
    siret: field('siret', 'siret'),
    siren: field('siren', 'text', { maxLength: 9 }),
    nafCode: field('nafCode', 'text', { maxLength: 6, placeholder: '55.30Z' }),
    vatNumber: field('vatNumber', 'text', { maxLength: 15, placeholder: 'FR12345678901' }),
    rcs: field('rcs', 'text', { maxLength: 80 }),
    tradeRegisterNumber: field('tradeRegisterNumber', 'text', { maxLength: 80 }),
    registrationCity: field('registrationCity', 'text', { maxLength: 80 }),
    ...addressFields((name) => t(`establishment.field.${name}`)),
    phone: field('phone', 'phone'),
    email: field('email', 'email', { maxLength: 254 }),
    website: field('website', 'text', { maxLength: 200, placeholder: 'https://' }),
  } satisfies Record<string, FieldDef>;
}

export type EstablishmentFields = ReturnType<typeof establishmentFields>;
