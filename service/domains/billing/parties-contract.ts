// Who sells and who buys, as an invoice freezes them when it is issued (the `seller` and `buyer`
// JSON columns): the PDF prints these, never today's establishment or customer.

/** The site's legal identity (French legal mentions of an invoice). */
export interface SellerSnapshot {
  corporateName: string;
  legalForm: string | null;
  capitalCents: number | null;
  siret: string | null;
  siren: string | null;
  /** « RCS Vannes 123 456 789 » or the trade register (RM) number. */
  rcs: string | null;
  registrationCity: string | null;
  vatNumber: string | null;
  nafCode: string | null;
  address1: string | null;
  address2: string | null;
  postalCode: string | null;
  town: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
}

/** The customer (or the partner, on a partner bill) billed. */
export interface BuyerSnapshot {
  customerId: number | null;
  partnerId: number | null;
  /** « M. Jean Dupuis » or the company name. */
  name: string;
  isBusiness: boolean;
  siret: string | null;
  vatNumber: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  postalCode: string | null;
  town: string | null;
  country: string | null;
  email: string | null;
}

/** One VAT rate of an invoice: base excluding VAT and VAT, computed once on the rate's total. */
export interface VatDetail {
  vatBp: number;
  baseCents: number;
  vatCents: number;
}
