// The French legal mentions of an invoice, as text: who sells (legal form, capital, SIREN/SIRET,
// RCS or RM, VAT number), who buys, the title by invoice type, the payment terms with the
// late-payment penalty rate and, for a business customer, the 40 € recovery indemnity. Pure: the
// PDF prints these lines, invoicing checks the seller's identity with them before issuing.
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { INVOICE_TYPE } from '../payment/kinds';
import type { BuyerSnapshot, SellerSnapshot } from './parties-contract';

const NBSP = '\u00a0';

/** 123456 → « 1 234,56 € » (non-breaking spaces, so an amount never splits across two lines). */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}${NBSP}€`;
}

/** `2026-07-04` → « 04/07/2026 ». */
export const frDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 1000 bp → « 10,00 % ». */
export const percent = (bp: number): string => `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')}${NBSP}%`;

/** « 852 147 369 00018 »: a SIRET (or a SIREN) grouped 3-3-3-5 as the French registers print it. */
export const groupedSiret = (id: string): string =>
  id
    .replace(/\s/g, '')
    .replace(/^(\d{3})(\d{3})(\d{3})/, '$1 $2 $3 ')
    .trim();

/** The fixed indemnity every late business payer owes on top of the penalties (Code de commerce). */
export const RECOVERY_INDEMNITY_CENTS = 4_000;
export const RECOVERY_INDEMNITY_TEXT = `Indemnité forfaitaire pour frais de recouvrement de 40${NBSP}€ due en cas de retard de paiement (articles L441-10 et D441-5 du Code de commerce).`;

/** The fixed indemnity is owed by business customers only. */
export const owesRecoveryIndemnity = (buyer: Pick<BuyerSnapshot, 'isBusiness'>): boolean => buyer.isBusiness;

export const latePenaltyText = (latePenaltyBp: number): string =>
  `Pénalités de retard : taux annuel de ${percent(latePenaltyBp)}, exigibles dès le lendemain de la date d’échéance.`;

/**
 * The payment terms an invoice freezes when it is issued (its `payment_terms` column): the site's
 * terms and the late-payment penalty rate of the invoicing preference at that moment.
 */
export function paymentTermsAtIssue(pref: { paymentTerms: string; latePenaltyBp: number }): string {
  return [pref.paymentTerms.trim(), latePenaltyText(pref.latePenaltyBp)].filter(Boolean).join('\n');
}

// --- the seller -------------------------------------------------------------------------------

/** What the seller's legal identity check reads: the establishment row or its frozen snapshot. */
export type SellerIdentity = Pick<
  SellerSnapshot,
  'corporateName' | 'legalForm' | 'capitalCents' | 'siren' | 'rcs' | 'registrationCity' | 'postalCode' | 'town'
> & { tradeRegisterNumber?: string | null };

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/**
 * What the seller's identity lacks to issue an invoice, field by field: a company needs its name,
 * legal form, capital, SIREN, RCS or RM number, registration city, postal code and town.
 */
export function sellerIdentityErrors(s: SellerIdentity): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  if (blank(s.corporateName)) errors.corporateName = 'COMPANY_NAME_REQUIRED';
  if (blank(s.legalForm)) errors.legalForm = 'COMPANY_LEGAL_FORM_REQUIRED';
  if (s.capitalCents === null || s.capitalCents <= 0) errors.capitalCents = 'COMPANY_CAPITAL_REQUIRED';
  if (blank(s.siren)) errors.siren = 'COMPANY_SIREN_REQUIRED';
  if (blank(s.rcs) && blank(s.tradeRegisterNumber)) errors.rcs = 'COMPANY_RCS_REQUIRED';
  if (blank(s.registrationCity)) errors.registrationCity = 'COMPANY_REGISTRATION_CITY_REQUIRED';
  if (blank(s.postalCode)) errors.postalCode = 'COMPANY_POSTCODE_REQUIRED';
  if (blank(s.town)) errors.town = 'COMPANY_TOWN_REQUIRED';
  return errors;
}

/** Refuses to invoice while the seller's legal identity is incomplete: the first gap's code, every gap in `fields`. */
export function assertSellerIdentityComplete(s: SellerIdentity): void {
  const errors = sellerIdentityErrors(s);
  const [first] = Object.values(errors);
  if (first) throw new AppError(first, { fields: errors });
}

const present = (parts: readonly (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');

/** The seller's legal identity: legal form and capital, SIRET (or SIREN), RCS or RM, VAT number, NAF. */
export function sellerIdentityLines(s: SellerSnapshot): string[] {
  return present([
    present([
      s.legalForm,
      s.capitalCents !== null && s.capitalCents > 0 && `au capital de ${euros(s.capitalCents)}`,
    ]).join(' '),
    s.siret ? `SIRET ${groupedSiret(s.siret)}` : s.siren && `SIREN ${groupedSiret(s.siren)}`,
    s.rcs && (s.registrationCity && !s.rcs.includes(s.registrationCity) ? `${s.rcs} (${s.registrationCity})` : s.rcs),
    s.vatNumber && `N° TVA intracommunautaire : ${s.vatNumber}`,
    s.nafCode && `Code NAF : ${s.nafCode}`,
  ]);
}

/** The seller's block: name, address, its legal identity, how to reach it. */
export function sellerLines(s: SellerSnapshot): string[] {
  return present([
    s.corporateName,
    s.address1,
    s.address2,
    present([s.postalCode, s.town]).join(' '),
    s.country,
    ...sellerIdentityLines(s),
    present([s.phone && `Tél. ${s.phone}`, s.email]).join(' · '),
  ]);
}

/** The buyer's block: name, address and, for a business, its SIRET and VAT number. */
export function buyerLines(b: BuyerSnapshot): string[] {
  return present([
    b.name,
    b.address1,
    b.address2,
    b.address3,
    present([b.postalCode, b.town]).join(' '),
    b.country,
    b.isBusiness && b.siret && `SIRET ${groupedSiret(b.siret)}`,
    b.isBusiness && b.vatNumber && `N° TVA intracommunautaire : ${b.vatNumber}`,
  ]);
}

// --- the document -----------------------------------------------------------------------------

export interface TitleInput {
  type: number;
  number: string;
  isDownPayment: boolean;
  /** The number of the invoice a cancelling invoice cancels. */
  cancelsNumber: string | null;
  /** The cancelling invoice of a cancelled one, with its issue day. */
  cancelledBy: { number: string; issuedOn: string } | null;
}

/**
 * The title (« Facture n° FA000012 », « Facture d'acompte n° … », « Facture d'annulation n° … ») and
 * the lines under it: the invoice a cancelling one cancels, the mark of a cancelled one.
 */
export function invoiceHeading(t: TitleInput): { title: string; notes: string[] } {
  if (t.type === INVOICE_TYPE.cancelling)
    return {
      title: `Facture d'annulation n° ${t.number}`,
      notes: [`Facture d'annulation de la facture n° ${t.cancelsNumber ?? '?'}`],
    };
  return {
    title: `${t.isDownPayment ? "Facture d'acompte" : 'Facture'} n° ${t.number}`,
    notes: t.cancelledBy
      ? [`FACTURE ANNULÉE par la facture d'annulation n° ${t.cancelledBy.number} du ${frDate(t.cancelledBy.issuedOn)}`]
      : [],
  };
}

/** « Date de la prestation : du 04/07/2026 au 11/07/2026 », or its one day. */
export function serviceDateText(start: string | null, end: string | null, issuedOn: string): string {
  if (start && end && start !== end) return `Date de la prestation : du ${frDate(start)} au ${frDate(end)}`;
  return `Date de la prestation : ${frDate(start ?? end ?? issuedOn)}`;
}

/** What is left to pay once the invoiced down payments and the payments received are deducted. */
export const balanceDueCents = (i: { totalCents: number; depositCents: number; paidCents: number }): number =>
  i.totalCents - i.depositCents - i.paidCents;

/**
 * The closing mentions of an invoice that asks for payment: its terms (frozen at issue), the due
 * date and, for a business customer, the fixed recovery indemnity. A cancelling invoice asks for
 * nothing and prints none.
 */
export function paymentMentions(i: {
  type: number;
  paymentTerms: string | null;
  dueDate: string | null;
  issuedOn: string;
  buyer: Pick<BuyerSnapshot, 'isBusiness'>;
}): string[] {
  if (i.type === INVOICE_TYPE.cancelling) return [];
  return present([
    `Date d'échéance : ${frDate(i.dueDate ?? i.issuedOn)}`,
    ...(i.paymentTerms ?? '').split('\n').map((l) => l.trim()),
    owesRecoveryIndemnity(i.buyer) && RECOVERY_INDEMNITY_TEXT,
  ]);
}
