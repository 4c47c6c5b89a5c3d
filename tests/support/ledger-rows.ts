// Money rows written straight through `appendChained`, as the payment, billing and deposit services
// write them: the verification tests draw small ledgers with it (a customer, a stay, its invoices
// and payments) and then break them the way a tamperer would.
import type { Db } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { financialYears } from '../../service/domains/admin-periods/schema';
import { BOOKING_KIND } from '../../service/domains/booking/contract';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { DOCUMENT_KIND, INVOICE_TYPE, PAYMENT_KIND, PAYMENT_TYPE } from '../../service/domains/payment/kinds';

export function moneyRows(db: Db, now = '2026-11-22T09:00:00.000Z') {
  const run = (sql: string, ...params: unknown[]) => Number(db.$client.prepare(sql).run(...params).lastInsertRowid);
  const chained = <T>(fn: () => T) => inTransaction(db, fn);

  const rows = {
    year(label: string, startDate: string, endDate: string, billPrefix: string | null): number {
      return db
        .insert(financialYears)
        .values({ label, startDate, endDate, billPrefix, createdAt: now, updatedAt: now })
        .returning({ id: financialYears.id })
        .get().id;
    },
    customer(lastName: string, firstName: string): number {
      return run(
        `INSERT INTO customers (code, first_name, last_name, sort_name, created_at, updated_at)
         VALUES (?, ?, ?, lower(? || ' ' || ?), ?, ?)`,
        `C-${lastName}`,
        firstName,
        lastName,
        lastName,
        firstName,
        now,
        now,
      );
    },
    booking(b: { code: string; customerId: number; startDate: string; endDate: string; totalCents: number }): number {
      return run(
        `INSERT INTO bookings (code, customer_id, kind, state, start_date, end_date, total_cents, created_at, updated_at)
         VALUES (?, ?, ?, 'NORMAL', ?, ?, ?, ?, ?)`,
        b.code,
        b.customerId,
        BOOKING_KIND.reservation,
        b.startDate,
        b.endDate,
        b.totalCents,
        now,
        now,
      );
    },
    invoice(i: {
      yearId: number;
      yearSeq: number;
      number: string;
      bookingId?: number | null;
      customerId?: number | null;
      buyerName?: string;
      totalCents: number;
      dueDate?: string | null;
      issuedOn?: string;
      cancelsInvoiceId?: number;
      paidCents?: number;
    }) {
      return chained(() =>
        appendChained(db, CHAINS.invoice, {
          number: i.number,
          financialYearId: i.yearId,
          yearSeq: i.yearSeq,
          type: i.cancelsInvoiceId ? INVOICE_TYPE.cancelling : INVOICE_TYPE.invoice,
          cancelsInvoiceId: i.cancelsInvoiceId ?? null,
          documentKind: DOCUMENT_KIND.reservation,
          bookingId: i.bookingId ?? null,
          customerId: i.customerId ?? null,
          isPartnerBill: false,
          issuedOn: i.issuedOn ?? '2026-08-01',
          dueDate: i.dueDate ?? null,
          seller: JSON.stringify({ corporateName: 'Camping des Pins' }),
          buyer: JSON.stringify({ name: i.buyerName ?? '' }),
          totalCents: i.totalCents,
          totalExclVatCents: Math.round(i.totalCents / 1.1),
          vatCents: i.totalCents - Math.round(i.totalCents / 1.1),
          touristTaxCents: 0,
          vatDetail: '[]',
          depositCents: 0,
          paidCents: i.paidCents ?? 0,
          createdAt: now,
        }),
      );
    },
    payment(p: {
      bookingId?: number | null;
      customerId?: number | null;
      amountCents: number;
      cancelsId?: number;
      creditNoteId?: number;
      paymentType?: number;
      isGuarantee?: boolean;
    }) {
      return chained(() =>
        appendChained(db, CHAINS.payment, {
          kind: PAYMENT_KIND.payment,
          bookingId: p.bookingId ?? null,
          customerId: p.customerId ?? null,
          payer: 'customer',
          paymentMethodId: 1,
          paymentType: p.paymentType ?? (p.creditNoteId ? PAYMENT_TYPE.creditNote : PAYMENT_TYPE.cash),
          paidOn: '2026-08-01',
          paidAt: '10:00',
          amountCents: p.amountCents,
          changeCents: 0,
          creditNoteId: p.creditNoteId ?? null,
          isGuarantee: p.isGuarantee ?? false,
          cancelsId: p.cancelsId ?? null,
          createdAt: now,
        }),
      );
    },
    creditNote(c: { number: string; customerId: number; amountCents: number }) {
      return chained(() =>
        appendChained(db, CHAINS.creditNote, {
          number: c.number,
          customerId: c.customerId,
          amountCents: c.amountCents,
          issuedOn: '2026-08-01',
          validityMonths: 12,
          validUntil: '2027-08-01',
          createdAt: now,
        }),
      );
    },
    /** Foreign keys off for the length of fn: how a row pointing nowhere gets written by hand. */
    withoutForeignKeys<T>(fn: () => T): T {
      db.$client.pragma('foreign_keys = OFF');
      try {
        return fn();
      } finally {
        db.$client.pragma('foreign_keys = ON');
      }
    },
    /** What a tamperer does first: drop the triggers refusing UPDATE and DELETE on a chained table. */
    dropAppendOnly(table: string) {
      db.$client.exec(`DROP TRIGGER ${table}_append_only_update; DROP TRIGGER ${table}_append_only_delete`);
    },
  };
  return rows;
}
