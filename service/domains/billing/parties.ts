// The seller and the buyer of an invoice as it freezes them when issued: the establishment's legal
// identity, the customer (or the partner, on a partner bill) with its first address. The reference
// rows (countries, civilities) are read by name so the frozen text never depends on an id.
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import { customerOfBooking } from '../customer';
import type { BillableCustomer } from './invoice-rules';
import type { BuyerSnapshot, SellerSnapshot } from './parties-contract';

const countryName = (db: Db, id: number | null): string | null =>
  id === null
    ? null
    : ((statement(db, 'SELECT name FROM countries WHERE id = ?').get(id) as { name: string } | undefined)?.name ??
      null);

const civilityLabel = (db: Db, id: number | null): string | null =>
  id === null
    ? null
    : ((statement(db, 'SELECT label FROM civilities WHERE id = ?').get(id) as { label: string } | undefined)?.label ??
      null);

interface EstablishmentRow {
  corporate_name: string;
  legal_form: string | null;
  capital_cents: number | null;
  siret: string | null;
  siren: string | null;
  rcs: string | null;
  trade_register_number: string | null;
  registration_city: string | null;
  vat_number: string | null;
  naf_code: string | null;
  address1: string | null;
  address2: string | null;
  postal_code: string | null;
  town: string | null;
  country_id: number | null;
  phone: string | null;
  email: string | null;
}

/** The site's legal identity as of now (the establishment, id 1), as an invoice prints it. */
export function sellerSnapshot(db: Db): SellerSnapshot {
  const e = statement(db, 'SELECT * FROM establishments ORDER BY id LIMIT 1').get() as EstablishmentRow | undefined;
  return {
    corporateName: e?.corporate_name ?? '',
    legalForm: e?.legal_form ?? null,
    capitalCents: e?.capital_cents ?? null,
    siret: e?.siret ?? null,
    siren: e?.siren ?? null,
    rcs: e?.rcs ?? e?.trade_register_number ?? null,
    registrationCity: e?.registration_city ?? null,
    vatNumber: e?.vat_number ?? null,
    nafCode: e?.naf_code ?? null,
    address1: e?.address1 ?? null,
    address2: e?.address2 ?? null,
    postalCode: e?.postal_code ?? null,
    town: e?.town ?? null,
    country: countryName(db, e?.country_id ?? null),
    phone: e?.phone ?? null,
    email: e?.email ?? null,
  };
}

/** A customer as billing checks it: its name, identifiers and first address. */
export function billableCustomer(db: Db, customerId: number): BillableCustomer & { snapshot: BuyerSnapshot } {
  const c = customerOfBooking(db, customerId);
  if (!c) throw new AppError('NOT_FOUND');
  const a = c.addressList[0];
  const person = [civilityLabel(db, c.civilityId), c.firstName, c.lastName].filter((p) => p).join(' ');
  const name = c.isLegalEntity && c.companyName ? c.companyName : person || (c.companyName ?? '');
  return {
    isLegalEntity: c.isLegalEntity,
    lastName: c.lastName,
    companyName: c.companyName,
    siret: c.siret,
    vatNumber: c.vatNumber,
    address1: a?.address1 ?? null,
    postalCode: a?.postalCode ?? null,
    town: a?.town ?? null,
    countryId: a?.countryId ?? null,
    snapshot: {
      customerId,
      partnerId: null,
      name,
      isBusiness: c.isLegalEntity,
      siret: c.siret,
      vatNumber: c.vatNumber,
      address1: a?.address1 ?? null,
      address2: a?.address2 ?? null,
      address3: a?.address3 ?? null,
      postalCode: a?.postalCode ?? null,
      town: a?.town ?? null,
      country: countryName(db, a?.countryId ?? null),
      email: c.email,
    },
  };
}

interface PartnerRow {
  name: string;
  address1: string | null;
  address2: string | null;
  postal_code: string | null;
  town: string | null;
  country_id: number | null;
  email: string | null;
}

/** The buyer of an invoice: a customer (its first address) or a partner (a partner bill). */
export function buyerSnapshot(db: Db, who: { customerId: number } | { partnerId: number }): BuyerSnapshot {
  if ('customerId' in who) return billableCustomer(db, who.customerId).snapshot;
  const p = statement(db, 'SELECT * FROM partners WHERE id = ?').get(who.partnerId) as PartnerRow | undefined;
  if (!p) throw new AppError('NOT_FOUND');
  return {
    customerId: null,
    partnerId: who.partnerId,
    name: p.name,
    isBusiness: true,
    siret: null,
    vatNumber: null,
    address1: p.address1,
    address2: p.address2,
    address3: null,
    postalCode: p.postal_code,
    town: p.town,
    country: countryName(db, p.country_id),
    email: p.email,
  };
}
