// customer/customer through the registry: a customer with its addresses, found by name prefix.

import { AppError, fieldError } from '../../errors/app-error';
import type { EntityContext, EntityDescriptor } from '../../http/entity/descriptor';
import { extensibleBlocker } from '../../http/entity/extensible-blocker';
import { rowVersioning } from '../../http/entity/versioning';
import { type Preference, readPreference } from '../preference';
import {
  civilityChoices,
  countryChoices,
  countryIdByIso,
  defaultId,
  languageChoices,
  referenceExists,
} from '../reference';
import {
  type CustomerCriteria,
  type CustomerDto,
  type CustomerInput,
  customerCriteriaSchema,
  customerInputSchema,
} from './contract';
import {
  customerCode,
  customerFieldErrors,
  isDuplicate,
  postcodeErrors,
  requiredFieldErrors,
  sortNameOf,
} from './rules';
import { customers } from './schema';
import * as store from './store';

type WriteContext = Pick<EntityContext, 'db' | 'clock'>;

function checkReferences(ctx: WriteContext, input: CustomerInput) {
  const refs = [
    ['civilityId', 'civility', input.civilityId],
    ['nationalityId', 'country', input.nationalityId],
    ['languageId', 'language', input.languageId],
    ...input.addressList.map((a, i) => [`addressList.${i}.countryId`, 'country', a.countryId] as const),
  ] as const;
  for (const [field, kind, id] of refs) {
    if (id !== null && !referenceExists(ctx.db, kind, id)) throw fieldError(field, 'VALIDATION');
  }
}

function nextCode(ctx: WriteContext): string {
  let sequence = store.maxCustomerId(ctx.db) + 1;
  while (store.findCustomerByCode(ctx.db, customerCode(sequence))) sequence += 1;
  return customerCode(sequence);
}

/** A new customer that the customer preference calls a duplicate of an existing one is refused. */
function refuseDuplicate(ctx: WriteContext, input: CustomerInput, mode: Preference<'customer'>['duplicateCheck']) {
  if (input.id !== 0 || mode === 'none') return;
  const entered = {
    sortName: sortNameOf(input),
    email: input.email?.toLowerCase() ?? null,
    birthDate: input.birthDate,
  };
  const found = store
    .customersNamedOrMailed(ctx.db, entered.sortName, entered.email)
    .find((c) => isDuplicate(mode, entered, { ...c, email: c.email?.toLowerCase() ?? null }));
  if (!found) return;
  const field = entered.sortName === found.sortName ? (input.isLegalEntity ? 'companyName' : 'lastName') : 'email';
  throw new AppError('CUSTOMER_ALREADY_EXISTS', {
    fields: { [field]: 'CUSTOMER_ALREADY_EXISTS' },
    params: { code: found.code },
  });
}

/**
 * Creates (id 0) or updates a customer with its addresses; runs inside the caller's transaction.
 * A customer typed by staff passes the customer preference (`preference`): its required fields
 * and its duplicate check, and a French address's postcode must be five digits. Imports and the
 * demo bring what they have and skip these.
 */
export function saveCustomer(ctx: WriteContext, input: CustomerInput, preference?: Preference<'customer'>) {
  const errors = {
    ...customerFieldErrors(input, ctx.clock.today()),
    ...(preference ? requiredFieldErrors(input, preference) : {}),
    ...(preference ? postcodeErrors(input.addressList, countryIdByIso(ctx.db, 'FR')) : {}),
  };
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { fields: errors });
  if (preference) refuseDuplicate(ctx, input, preference.duplicateCheck);
  checkReferences(ctx, input);
  if (input.code) {
    const holder = store.findCustomerByCode(ctx.db, input.code);
    if (holder && holder.id !== input.id) throw fieldError('code', 'VALUE_ALREADY_ASSIGNED');
  }
  const now = ctx.clock.now().toISOString();
  const { id: _id, addressList, code, ...fields } = input;
  const values = { ...fields, sortName: sortNameOf(input), updatedAt: now };
  let id = input.id;
  if (id === 0) {
    id = store.insertCustomer(ctx.db, { ...values, code: code ?? nextCode(ctx), createdAt: now });
  } else if (!store.updateCustomer(ctx.db, id, code ? { ...values, code } : values)) {
    throw new AppError('NOT_FOUND');
  }
  store.replaceAddresses(ctx.db, id, addressList);
  return { id };
}

/** Customer with documents: bookings, invoices and e-mails register their checks as they arrive. */
export const customerWithDocuments = extensibleBlocker('CUSTOMER_HAS_DOCUMENTS');

export const customerEntity: EntityDescriptor<CustomerDto, CustomerInput, CustomerCriteria> = {
  base: 'customer/customer',
  functionality: 'customer_partner_customer_list',
  label: 'Clients',
  input: customerInputSchema,
  criteria: customerCriteriaSchema.refine((c) => !c.q || c.q.length >= 3, { error: 'SEARCH_TOO_SHORT', path: ['q'] }),
  sortable: store.customerSortFields,
  blockers: [customerWithDocuments],
  versioning: rowVersioning(customers),
  list: ({ db }) => store.searchCustomers(db, {}, 1, 1000).items,
  get: ({ db }, id) => store.findCustomer(db, id),
  blank({ db }) {
    const country = defaultId(countryChoices(db));
    return {
      id: 0,
      code: '',
      civilityId: defaultId(civilityChoices(db)),
      firstName: null,
      lastName: null,
      addressList: [
        { address1: null, address2: null, address3: null, postalCode: null, town: null, countryId: country },
      ],
      phone: null,
      mobile: null,
      email: null,
      birthDate: null,
      birthPlace: null,
      nationalityId: country,
      languageId: defaultId(languageChoices(db)),
      isLegalEntity: false,
      companyName: null,
      siret: null,
      vatNumber: null,
      newsletter: readPreference(db, 'customer').newsletterByDefault,
      loyaltyNumber: null,
      notes: null,
      createdAt: '',
      updatedAt: '',
    };
  },
  choices: ({ db }) => ({
    availableCivility: civilityChoices(db),
    availableCountry: countryChoices(db),
    availableLanguage: languageChoices(db),
  }),
  search: ({ db }, { criteria, page, pageSize, sort }) => store.searchCustomers(db, criteria, page, pageSize, sort),
  save: (ctx, input) => saveCustomer(ctx, input, readPreference(ctx.db, 'customer')),
  remove: ({ db }, id) => store.deleteCustomer(db, id),
  csv: [
    { header: 'Code', value: (c) => c.code },
    { header: 'Nom', value: (c) => c.lastName },
    { header: 'Prénom', value: (c) => c.firstName },
    { header: 'Société', value: (c) => c.companyName },
    { header: 'Adresse', value: (c) => c.addressList[0]?.address1 },
    { header: 'Code postal', value: (c) => c.addressList[0]?.postalCode },
    { header: 'Ville', value: (c) => c.addressList[0]?.town },
    { header: 'Téléphone', value: (c) => c.phone, format: 'phone' },
    { header: 'Mobile', value: (c) => c.mobile, format: 'phone' },
    { header: 'E-mail', value: (c) => c.email },
    { header: 'Date de naissance', value: (c) => c.birthDate, format: 'date' },
    { header: 'Newsletter', value: (c) => c.newsletter, format: 'bool' },
    { header: 'Créé le', value: (c) => c.createdAt, format: 'datetime' },
  ],
  info({ db }, id) {
    const c = store.findCustomer(db, id);
    const label = c && [c.code, c.companyName ?? [c.lastName, c.firstName].filter(Boolean).join(' ')].join(' ');
    return c && { id, entity: 'customer/customer', label: label ?? '', createdAt: c.createdAt, updatedAt: c.updatedAt };
  },
};
