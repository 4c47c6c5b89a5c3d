// Money rows appended straight onto their chains (appendChained), for tests of the money reports:
// payments, guarantees, their cancellations, credit notes and bank deposits.
import { eq } from 'drizzle-orm';
import type { Db } from '../../service/db/connection';
import { inTransaction } from '../../service/db/transaction';
import { bookings } from '../../service/domains/booking/schema';
import { appendChained, CHAINS } from '../../service/domains/ledger';
import { PAYMENT_KIND } from '../../service/domains/payment/kinds';
import { bankAccounts, banks, depositTypes, paymentMethods } from '../../service/domains/payment-setup/schema';

const at = '2026-11-01T10:00:00.000Z';

/** A seeded payment method by label (Espèces, Chèque, Chèques-Vacances ANCV, Carte bancaire, Virement). */
export function methodId(db: Db, label: string): { id: number; paymentType: number } {
  const m = db.select().from(paymentMethods).where(eq(paymentMethods.label, label)).get();
  if (!m) throw new Error(`no payment method ${label}`);
  return { id: m.id, paymentType: m.paymentType };
}

export interface PaymentFixture {
  method: string;
  amountCents: number;
  paidOn: string;
  bookingId?: number | null;
  customerId?: number | null;
  isGuarantee?: boolean;
  creditNoteId?: number | null;
  payer?: 'customer' | 'vacaf';
}

export function pay(db: Db, f: PaymentFixture) {
  const method = methodId(db, f.method);
  return inTransaction(db, () =>
    appendChained(db, CHAINS.payment, {
      kind: PAYMENT_KIND.payment,
      bookingId: f.bookingId ?? null,
      customerId: f.customerId ?? null,
      payer: f.payer ?? 'customer',
      paymentMethodId: method.id,
      paymentType: method.paymentType,
      paidOn: f.paidOn,
      paidAt: '10:00',
      amountCents: f.amountCents,
      changeCents: 0,
      isGuarantee: f.isGuarantee ?? false,
      creditNoteId: f.creditNoteId ?? null,
      createdAt: at,
    }),
  );
}

/** The cancellation of a payment: a new row carrying the opposite amount. */
export function cancelPayment(db: Db, paymentId: number, paidOn: string) {
  return inTransaction(db, () => {
    const p = db.$client.prepare('SELECT * FROM payments WHERE id = ?').get(paymentId) as Record<string, unknown>;
    return appendChained(db, CHAINS.payment, {
      kind: Number(p.kind),
      bookingId: (p.booking_id as number | null) ?? null,
      customerId: (p.customer_id as number | null) ?? null,
      payer: p.payer as 'customer',
      paymentMethodId: Number(p.payment_method_id),
      paymentType: Number(p.payment_type),
      paidOn,
      paidAt: '11:00',
      amountCents: -Number(p.amount_cents),
      changeCents: 0,
      isGuarantee: p.is_guarantee === 1,
      cancelsId: paymentId,
      reason: 'Erreur de saisie',
      createdAt: at,
    });
  });
}

export function creditNote(
  db: Db,
  f: {
    number: string;
    customerId: number;
    amountCents: number;
    issuedOn: string;
    validUntil: string;
    bookingId?: number;
  },
) {
  return inTransaction(db, () =>
    appendChained(db, CHAINS.creditNote, {
      number: f.number,
      customerId: f.customerId,
      bookingId: f.bookingId ?? null,
      amountCents: f.amountCents,
      issuedOn: f.issuedOn,
      validityMonths: 12,
      validUntil: f.validUntil,
      reason: 'Trop-perçu',
      createdAt: at,
    }),
  );
}

/** A deposit of the payments on a day (a bank, an account and a deposit type made when missing). */
export function bank(db: Db, number: string, depositedOn: string, paymentIds: number[]) {
  const stamps = { createdAt: at, updatedAt: at };
  const bankId = db
    .insert(banks)
    .values({ name: 'Banque', ...stamps })
    .returning()
    .get().id;
  const accountId = db
    .insert(bankAccounts)
    .values({ label: 'Compte', bankId, ...stamps })
    .returning()
    .get().id;
  const typeId = db
    .insert(depositTypes)
    .values({ label: `Remise ${number}`, code: number, slipType: 1, bankAccountId: accountId, ...stamps })
    .returning()
    .get().id;
  return inTransaction(db, () => {
    const rows = paymentIds.map(
      (id) =>
        db.$client.prepare('SELECT amount_cents, payment_method_id FROM payments WHERE id = ?').get(id) as {
          amount_cents: number;
          payment_method_id: number;
        },
    );
    const deposit = appendChained(db, CHAINS.deposit, {
      number,
      paymentMethodId: rows[0].payment_method_id,
      depositTypeId: typeId,
      bankAccountId: accountId,
      slipType: 1,
      depositedOn,
      totalCents: rows.reduce((s, r) => s + r.amount_cents, 0),
      paymentsCount: rows.length,
      createdAt: at,
    });
    paymentIds.forEach((paymentId, i) => {
      appendChained(db, CHAINS.depositPayment, {
        depositId: deposit.id,
        paymentId,
        amountCents: rows[i].amount_cents,
        createdAt: at,
      });
    });
    return deposit;
  });
}

export function setVacafAid(db: Db, bookingId: number, vacafAidCents: number) {
  db.update(bookings).set({ vacafAidCents }).where(eq(bookings.id, bookingId)).run();
}
