// What the generic screens know of a customer (list columns, filters, schema) and the field
// definitions the detail's tabs lay out themselves. Labels come from the `customer` i18n namespace.
import type { TFunction } from 'i18next';
import { type CustomerDto, customerInputSchema } from '../../../service/domains/customer/contract';
import type { EntityUi, FieldDef, FieldKind } from '../../entity/types';
import { formatPhone } from '../../format';

export const customerTabs = ['identity', 'addresses', 'notes', 'stays'] as const;
export type CustomerTab = (typeof customerTabs)[number];

export function asCustomerTab(value: string | undefined): CustomerTab {
  return customerTabs.find((tab) => tab === value) ?? 'identity';
}

export function customerPath(tab: CustomerTab, id: number | string): string {
  return `/customer/${tab}/${id}`;
}

/** The tab holding a form field: `['addressList', 0, 'town']` is on the addresses tab. */
export function tabOfField(name: readonly (string | number)[]): CustomerTab {
  if (name[0] === 'addressList') return 'addresses';
  return name[0] === 'notes' ? 'notes' : 'identity';
}

/** A company by its name, a person by last then first name. */
export function customerName(c: Pick<CustomerDto, 'isLegalEntity' | 'companyName' | 'lastName' | 'firstName'>): string {
  if (c.isLegalEntity && c.companyName) return c.companyName;
  return [c.lastName, c.firstName].filter(Boolean).join(' ');
}

/** A row of the list: the first address's postcode and town get columns of their own. */
type CustomerRow = CustomerDto & { readonly postalCode?: string };

export function customerUi(t: TFunction<'customer'>): EntityUi<CustomerRow> {
  return {
    name: 'customer-list',
    base: 'customer/customer',
    functionality: 'customer_partner_customer_list',
    title: t('title'),
    itemTitle: (c) => (c.code ? `${customerName(c)} (${c.code})` : customerName(c)),
    listPath: '/customer-list',
    detailPath: (id) => customerPath('identity', id),
    columns: [
      { key: 'code', title: t('field.code'), sortable: true, width: 100 },
      // Sorting on lastName sorts on the server's name key (company or last then first name).
      { key: 'lastName', title: t('field.name'), sortable: true, render: customerName },
      {
        key: 'postalCode',
        title: t('field.postalCode'),
        width: 100,
        render: (c) => c.addressList[0]?.postalCode ?? '',
      },
      { key: 'addressList', title: t('field.town'), width: 180, render: (c) => c.addressList[0]?.town ?? '' },
      { key: 'phone', title: t('field.phone'), width: 150, render: (c) => formatPhone(c.phone ?? c.mobile ?? '') },
      { key: 'email', title: t('field.email'), sortable: true, width: 240 },
      { key: 'newsletter', title: t('field.newsletter'), format: 'bool', width: 90 },
    ],
    filters: [
      { name: 'name', label: t('filter.name'), kind: 'text' },
      { name: 'q', label: t('filter.q'), kind: 'text', placeholder: t('filter.qPlaceholder') },
      { name: 'town', label: t('filter.town'), kind: 'text' },
      { name: 'postalCode', label: t('filter.postalCode'), kind: 'text' },
    ],
    // The detail lays its fields out in tabs (customerFields).
    fields: [],
    schema: customerInputSchema,
    // The tabs lay the fields out themselves: named by their label, an address after the first by its rank.
    fieldLabel: (path) => {
      const key = path[path.length - 1];
      const label = typeof key === 'string' ? t(`field.${key}`, { defaultValue: '' }) : '';
      if (!label) return undefined;
      const rank = path[0] === 'addressList' ? Number(path[1]) : 0;
      return { label: rank > 0 ? `${label} (adresse ${rank + 1})` : label };
    },
    prepare: (values) => ({ ...values, addressList: withoutTrailingBlanks(values.addressList) }),
  };
}

/** An address added and left empty is not sent; the first one always is (error paths keep their index). */
function withoutTrailingBlanks(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  const isBlank = (a: Record<string, unknown>) =>
    ['address1', 'address2', 'address3', 'postalCode', 'town'].every((k) => !String(a[k] ?? '').trim());
  let end = list.length;
  while (end > 1 && isBlank(list[end - 1] ?? {})) end -= 1;
  return list.slice(0, end);
}

export function customerFields(t: TFunction<'customer'>) {
  const field = (name: string, kind: FieldKind, more: Partial<FieldDef> = {}): FieldDef => ({
    name,
    label: t(`field.${name}`),
    kind,
    ...more,
  });
  return {
    code: field('code', 'text', { maxLength: 20, placeholder: t('codePlaceholder') }),
    civilityId: field('civilityId', 'select', { choices: 'availableCivility', choiceLabel: 'label' }),
    lastName: field('lastName', 'text', { maxLength: 80 }),
    firstName: field('firstName', 'text', { maxLength: 80 }),
    isLegalEntity: field('isLegalEntity', 'bool'),
    companyName: field('companyName', 'text', { maxLength: 120, required: true }),
    siret: field('siret', 'siret'),
    vatNumber: field('vatNumber', 'text', { maxLength: 20 }),
    birthDate: field('birthDate', 'date'),
    birthPlace: field('birthPlace', 'text', { maxLength: 80 }),
    nationalityId: field('nationalityId', 'select', { choices: 'availableCountry', choiceLabel: 'name' }),
    languageId: field('languageId', 'select', { choices: 'availableLanguage', choiceLabel: 'name' }),
    phone: field('phone', 'phone'),
    mobile: field('mobile', 'phone'),
    email: field('email', 'email', { maxLength: 254 }),
    loyaltyNumber: field('loyaltyNumber', 'text', { maxLength: 40 }),
    newsletter: field('newsletter', 'bool'),
    notes: field('notes', 'textarea', { maxLength: 4000, rows: 14 }),
  } satisfies Record<string, FieldDef>;
}

export type CustomerFields = ReturnType<typeof customerFields>;

export const addressKeys = ['address1', 'address2', 'address3', 'postalCode', 'town', 'countryId'] as const;

/** The fields of the address at `index` of the form's Form.List (names relative to the list). */
export function addressField(t: TFunction<'customer'>, index: number, key: (typeof addressKeys)[number]): FieldDef {
  const name = [index, key];
  const label = t(`field.${key}`);
  if (key === 'countryId') return { name, label, kind: 'select', choices: 'availableCountry', choiceLabel: 'name' };
  return { name, label, kind: 'text', maxLength: key === 'postalCode' ? 10 : key === 'town' ? 80 : 120 };
}
