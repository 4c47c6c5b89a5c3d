// Partners (tour operators, works councils, booking sites): identity and contact, type,
// management and billing types, colour, commission (percent or amount) with dated commission
// periods, payment terms, and allotments (a quantity of a place type held over a period).
// A partner is deactivated rather than deleted once it has bookings (the booking domain's blocker).

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { referenceChecks } from '../../db/reference-checks';
import { rowExists } from '../../db/rows-exist';
import { AppError, fieldError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildList } from '../../http/entity/with-children';
import { placeTypeChoices, placeTypesExist } from '../place';
import { countryChoices, referenceExists } from '../reference';
import { type PartnerInput, partnerCriteriaSchema, partnerInputSchema } from './contract';
import {
  partnerAllotments,
  partnerBillingTypes,
  partnerCommissionPeriods,
  partnerManagementTypes,
  partners,
  partnerTypes,
  paymentTerms,
} from './schema';

type Partner = typeof partners.$inferSelect;
type Choosable = typeof partnerTypes | typeof paymentTerms;

export const commissionTypes = [
  { id: 'percent', label: 'Pourcentage' },
  { id: 'amount', label: 'Montant par séjour' },
];

function activeChoices(db: Db, table: Choosable) {
  return db.select().from(table).where(eq(table.isActive, true)).orderBy(asc(table.order), asc(table.id)).all();
}

/** Each chosen reference must exist, else its own "must be chosen" message. */
function checkReferences(db: Db, input: PartnerInput) {
  const refs: [keyof PartnerInput, Choosable, number | null, ErrorCode][] = [
    ['partnerTypeId', partnerTypes, input.partnerTypeId, 'PARTNER_TYPE_REQUIRED'],
    ['managementTypeId', partnerManagementTypes, input.managementTypeId, 'MANAGEMENT_TYPE_REQUIRED'],
    ['billingTypeId', partnerBillingTypes, input.billingTypeId, 'BILLING_TYPE_REQUIRED'],
    ['paymentTermsId', paymentTerms, input.paymentTermsId, 'VALIDATION'],
  ];
  for (const [field, table, id, code] of refs) {
    if (id !== null && !rowExists(db, table, id)) throw fieldError(field, code);
  }
  if (input.countryId !== null && !referenceExists(db, 'country', input.countryId)) {
    throw fieldError('countryId', 'VALIDATION');
  }
  if (
    !placeTypesExist(
      db,
      input.allotments.map((a) => a.placeTypeId),
    )
  )
    throw fieldError('allotments', 'VALIDATION');
}

const partnerTable = tableEntity<Partner, PartnerInput, typeof partnerCriteriaSchema._output>({
  base: 'partner/partner',
  functionality: 'customer_partner_partner_list',
  label: 'Partenaires',
  table: partners,
  input: partnerInputSchema,
  criteria: partnerCriteriaSchema,
  filter: (c, col) => [
    contains(col.name, c.name),
    equals(col.partnerTypeId, c.partnerTypeId),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['name', 'commissionValue'],
  defaultSort: 'name',
  defaults: () => ({
    name: '',
    // Chosen in the form: a partner type, management and billing type must be chosen.
    partnerTypeId: null as unknown as number,
    managementTypeId: null as unknown as number,
    billingTypeId: null as unknown as number,
    color: null,
    contactName: null,
    address1: null,
    address2: null,
    postalCode: null,
    town: null,
    countryId: null,
    email: null,
    phone: null,
    commissionType: 'percent',
    commissionValue: 0,
    paymentTermsId: null,
    accountingCode: null,
    isActive: true,
  }),
  choices: ({ db }) => ({
    availablePartnerType: activeChoices(db, partnerTypes),
    availableManagementType: activeChoices(db, partnerManagementTypes),
    availableBillingType: activeChoices(db, partnerBillingTypes),
    availablePaymentTerms: activeChoices(db, paymentTerms),
    availableCountry: countryChoices(db),
    availableCommissionType: commissionTypes,
    availablePlaceType: placeTypeChoices(db),
  }),
  check: ({ db }, input) => checkReferences(db, input),
  csv: [
    { header: 'Nom', value: (r) => r.name },
    { header: 'Contact', value: (r) => r.contactName },
    { header: 'Ville', value: (r) => r.town },
    { header: 'Téléphone', value: (r) => r.phone, format: 'phone' },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Commission', value: (r) => r.commissionValue / 100, format: 'decimal' },
    { header: 'Type de commission', value: (r) => commissionTypes.find((t) => t.id === r.commissionType)?.label },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.name,
  hasActive: true,
});

const withPeriods = withChildList(partnerTable, {
  key: 'commissionPeriods',
  load: (db, partnerId) =>
    db
      .select({
        startDate: partnerCommissionPeriods.startDate,
        endDate: partnerCommissionPeriods.endDate,
        rate: partnerCommissionPeriods.rate,
      })
      .from(partnerCommissionPeriods)
      .where(eq(partnerCommissionPeriods.partnerId, partnerId))
      .orderBy(asc(partnerCommissionPeriods.startDate))
      .all(),
  replace: (db, partnerId, periods) => {
    db.delete(partnerCommissionPeriods).where(eq(partnerCommissionPeriods.partnerId, partnerId)).run();
    for (const p of periods)
      db.insert(partnerCommissionPeriods)
        .values({ ...p, partnerId })
        .run();
  },
});

interface AllotmentTerms {
  placeTypeId: number;
  startDate: string;
  endDate: string;
  quantity: number;
}

/** Stays reserving an allotment (bookings register theirs): such an allotment can neither change nor go. */
export const allotmentReserved = referenceChecks<typeof partnerAllotments.$inferSelect>();

export const partnerEntity = withChildList(withPeriods, {
  key: 'allotments',
  load: (db, partnerId) =>
    db
      .select({
        placeTypeId: partnerAllotments.placeTypeId,
        startDate: partnerAllotments.startDate,
        endDate: partnerAllotments.endDate,
        quantity: partnerAllotments.quantity,
      })
      .from(partnerAllotments)
      .where(eq(partnerAllotments.partnerId, partnerId))
      .orderBy(asc(partnerAllotments.startDate), asc(partnerAllotments.placeTypeId))
      .all(),
  // Unchanged allotments keep their rows; one that stays reserve cannot change or go.
  replace: (db, partnerId, allotments) => {
    const same = (a: AllotmentTerms, b: AllotmentTerms) =>
      a.placeTypeId === b.placeTypeId &&
      a.startDate === b.startDate &&
      a.endDate === b.endDate &&
      a.quantity === b.quantity;
    const stored = db.select().from(partnerAllotments).where(eq(partnerAllotments.partnerId, partnerId)).all();
    for (const row of stored.filter((r) => !allotments.some((a) => same(a, r)))) {
      if (allotmentReserved.isReferenced(db, row)) throw new AppError('ALLOTMENT_RESERVED_BLOCKED');
      db.delete(partnerAllotments).where(eq(partnerAllotments.id, row.id)).run();
    }
    for (const a of allotments.filter((a) => !stored.some((r) => same(a, r)))) {
      db.insert(partnerAllotments)
        .values({ ...a, partnerId })
        .run();
    }
  },
});
