// Money rows written straight into their chains (appendChained), for tests of the screens that
// read invoices and payments: a financial year, a payment method, payments of a booking, and
// invoices with their lines (a cancelling one mirroring the invoice it cancels).
import type { Db } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { financialYears } from '../../service/domains/admin-periods/schema';
import type { BuyerSnapshot, SellerSnapshot } from '../../service/domains/billing/parties-contract';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { DOCUMENT_KIND, INVOICE_TYPE, PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';
import { paymentMethods } from '../../service/domains/payment-setup/schema';

const stamp = '2026-01-01T00:00:00.000Z';

export function insertFinancialYear(db: Db, label = '2026', billPrefix = 'F2026-'): number {
  return db
    .insert(financialYears)
    .values({
      label,
      startDate: `${label}-01-01`,
      endDate: `${label}-12-31`,
      billPrefix,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning({ id: financialYears.id })
    .get().id;
}

export function insertPaymentMethod(db: Db, label = 'Chèque', paymentType: number = PAYMENT_TYPE.cheque): number {
  return db
    .insert(paymentMethods)
    .values({ label, paymentType, createdAt: stamp, updatedAt: stamp })
    .returning({ id: paymentMethods.id })
    .get().id;
}

export interface PaymentFixture {
  bookingId: number;
  customerId: number;
  paymentMethodId: number;
  amountCents: number;
  paidOn?: string;
  cancelsId?: number;
  isGuarantee?: boolean;
}

export function insertPayment(db: Db, p: PaymentFixture): number {
  return inTransaction(
    db,
    () =>
      appendChained(db, CHAINS.payment, {
        kind: PAYMENT_KIND.payment,
        bookingId: p.bookingId,
        customerId: p.customerId,
        payer: 'customer',
        paymentMethodId: p.paymentMethodId,
        paymentType: PAYMENT_TYPE.cheque,
        paidOn: p.paidOn ?? '2026-07-01',
        paidAt: '10:00',
        amountCents: p.amountCents,
        changeCents: 0,
        isGuarantee: p.isGuarantee ?? false,
        cancelsId: p.cancelsId ?? null,
        createdAt: stamp,
      }).id,
  );
}

export const seller: SellerSnapshot = {
  corporateName: 'Camping des Pins SARL',
  legalForm: 'SARL',
  capitalCents: 1_000_000,
  siret: '12345678900012',
  siren: '123456789',
  rcs: 'RCS Vannes 123 456 789',
  registrationCity: 'Vannes',
  vatNumber: 'FR12123456789',
  nafCode: '5530Z',
  address1: '1 route des Pins',
  address2: null,
  postalCode: '56000',
  town: 'Vannes',
  country: 'France',
  phone: null,
  email: null,
};

export const buyerOf = (name: string, customerId: number | null): BuyerSnapshot => ({
  customerId,
  partnerId: null,
  name,
  isBusiness: false,
  siret: null,
  vatNumber: null,
  address1: '3 rue des Lilas',
  address2: null,
  address3: null,
  postalCode: '75011',
  town: 'Paris',
  country: 'France',
  email: null,
});

export interface LineFixture {
  label: string;
  quantity?: number;
  unitCents: number;
  vatBp?: number;
  isOutsideVatBase?: boolean;
  kind?: number;
  paymentId?: number;
}

export interface InvoiceFixture {
  financialYearId: number;
  yearSeq: number;
  number: string;
  type?: number;
  cancelsInvoiceId?: number;
  documentKind?: number;
  bookingId?: number | null;
  customerId: number;
  buyerName: string;
  issuedOn: string;
  dueDate?: string;
  paidCents?: number;
  depositCents?: number;
  lines: LineFixture[];
}

/** VAT included per rate, rounded once per rate; lines outside the base carry none. */
function totalsOf(lines: LineFixture[], sign: number) {
  const byRate = new Map<number, number>();
  let total = 0;
  let outside = 0;
  for (const l of lines) {
    const amount = sign * l.unitCents * (l.quantity ?? 1);
    total += amount;
    if (l.isOutsideVatBase) outside += amount;
    else byRate.set(l.vatBp ?? 1000, (byRate.get(l.vatBp ?? 1000) ?? 0) + amount);
  }
  const vatDetail = [...byRate].map(([vatBp, ttc]) => {
    const vatCents = Math.round((ttc * vatBp) / (10_000 + vatBp));
    return { vatBp, baseCents: ttc - vatCents, vatCents };
  });
  const vat = vatDetail.reduce((s, d) => s + d.vatCents, 0);
  return { total, outside, vat, vatDetail };
}

/** An invoice and its lines, as the billing service would append them. A cancelling one negates its lines. */
export function insertInvoice(db: Db, f: InvoiceFixture): number {
  const type = f.type ?? INVOICE_TYPE.invoice;
  const sign = type === INVOICE_TYPE.cancelling ? -1 : 1;
  const t = totalsOf(f.lines, sign);
  return inTransaction(db, () => {
    const invoice = appendChained(db, CHAINS.invoice, {
      number: f.number,
      financialYearId: f.financialYearId,
      yearSeq: f.yearSeq,
      type,
      cancelsInvoiceId: f.cancelsInvoiceId ?? null,
      documentKind: f.documentKind ?? DOCUMENT_KIND.reservation,
      bookingId: f.bookingId ?? null,
      customerId: f.customerId,
      partnerId: null,
      isPartnerBill: false,
      issuedOn: f.issuedOn,
      serviceStart: null,
      serviceEnd: null,
      dueDate: f.dueDate ?? null,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(buyerOf(f.buyerName, f.customerId)),
      totalCents: t.total,
      totalExclVatCents: t.total - t.outside - t.vat,
      vatCents: t.vat,
      touristTaxCents: t.outside,
      vatDetail: JSON.stringify(t.vatDetail),
      depositCents: f.depositCents ?? 0,
      paidCents: f.paidCents ?? 0,
      paymentTerms: 'À réception',
      createdAt: stamp,
      createdBy: null,
    });
    f.lines.forEach((l, sortOrder) => {
      appendChained(db, CHAINS.invoiceLine, {
        invoiceId: invoice.id,
        kind: l.kind ?? 1,
        label: l.label,
        quantity: l.quantity ?? 1,
        unitCents: sign * l.unitCents,
        amountCents: sign * l.unitCents * (l.quantity ?? 1),
        vatBp: l.isOutsideVatBase ? 0 : (l.vatBp ?? 1000),
        isOutsideVatBase: l.isOutsideVatBase ?? false,
        paymentId: l.paymentId ?? null,
        sortOrder,
        createdAt: stamp,
      });
    });
    return invoice.id;
  });
}
