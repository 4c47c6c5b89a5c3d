// The enumerations of money received, shared by the payment, billing and deposit screens.

/** Payment kinds: payment, down payment, till sale. */
export const PAYMENT_KINDS = [
  { id: 1, label: 'Paiement' },
  { id: 2, label: 'Acompte' },
  { id: 3, label: 'Vente en caisse' },
] as const;
export const PAYMENT_KIND = { payment: 1, downPayment: 2, tillSale: 3 } as const;

/** Payment types of a method (payment_methods.payment_type). */
export const PAYMENT_TYPE = {
  none: 0,
  cheque: 1,
  holidayVoucher: 2,
  cash: 3,
  card: 4,
  creditNote: 5,
  grouped: 6,
  regulation: 7,
  gift: 8,
} as const;

/** Guarantee (deposit) states: in progress, released, cashed. */
export const GUARANTEE_STATES = [
  { id: 1, label: 'En cours' },
  { id: 2, label: 'Restituée' },
  { id: 3, label: 'Encaissée' },
] as const;
export const GUARANTEE_STATE = { inProgress: 1, released: 2, cashed: 3 } as const;

/** What a booking's deposit is: arrhes (kept when the customer cancels) or acompte (binds both sides). */
export const DEPOSIT_NATURES = [
  { id: 'arrhes', label: 'Arrhes' },
  { id: 'acompte', label: 'Acompte' },
] as const;
export type DepositNature = (typeof DEPOSIT_NATURES)[number]['id'];

/** Invoice types: invoice, cancelled invoice (an invoice a cancelling one points to), cancelling invoice. */
export const INVOICE_TYPES = [
  { id: 1, label: 'Facture' },
  { id: 2, label: 'Facture annulée' },
  { id: 3, label: "Facture d'annulation" },
] as const;
export const INVOICE_TYPE = { invoice: 1, cancelled: 2, cancelling: 3 } as const;

/** Document kinds of the bill list filter. */
export const DOCUMENT_KINDS = [
  { id: 1, label: 'Réservation' },
  { id: 2, label: 'Vente' },
  { id: 3, label: 'Ticket' },
  { id: 4, label: 'Note' },
  { id: 5, label: 'Acompte' },
  { id: 6, label: 'Avoir' },
  { id: 7, label: 'Résidentiel' },
  { id: 8, label: 'Vente en caisse' },
  { id: 9, label: 'Écriture de compte' },
] as const;
export const DOCUMENT_KIND = {
  reservation: 1,
  sale: 2,
  ticket: 3,
  note: 4,
  downPayment: 5,
  creditNote: 6,
  residential: 7,
  tillSale: 8,
  accountPosting: 9,
} as const;
