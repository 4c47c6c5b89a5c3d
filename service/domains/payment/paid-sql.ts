// The one definition of what a stay has been paid, as SQL over a booking id expression: its
// payment rows (a cancelling row carries the opposite amount, guarantees apart), less the
// overpayment turned into credit notes of its payments. bookings.paid_cents stores this figure.

/** Payments of booking `b` by `payer` (both when omitted), guarantees apart, paid by `day` when given. */
export const receivedSql = (b: string, opts: { payer?: 'customer' | 'vacaf'; day?: string } = {}) =>
  `coalesce((SELECT sum(p.amount_cents) FROM payments p WHERE p.booking_id = ${b} AND p.is_guarantee = 0${
    opts.payer ? ` AND p.payer = '${opts.payer}'` : ''
  }${opts.day ? ` AND p.paid_on <= ${opts.day}` : ''}), 0)`;

/** The overpayment of booking `b` turned into credit notes (issued by `day` when given). */
export const overpaymentCreditSql = (b: string, day?: string) =>
  `coalesce((SELECT sum(n.amount_cents) FROM credit_notes n WHERE n.booking_id = ${b} AND n.payment_id IS NOT NULL${
    day ? ` AND n.issued_on <= ${day}` : ''
  }), 0)`;

/** What booking `b` has been paid (customer and VACAF), net of its overpayment credit notes. */
export const bookingPaidSql = (b: string) => `(${receivedSql(b)} - ${overpaymentCreditSql(b)})`;

/** What the customer of booking `b` has paid by `day`, net of the overpayment credit notes issued by then. */
export const customerPaidSql = (b: string, day?: string) =>
  `(${receivedSql(b, { payer: 'customer', day })} - ${overpaymentCreditSql(b, day)})`;
