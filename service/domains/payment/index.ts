// What other domains may use of money received: the paid amount of a stay, the payment write,
// credit notes, and whether a payment went to the bank.
export * from './contract';
export { creditNoteRemaining, customerCredits, issueCreditNote, usableCredits } from './credit-notes';
export * from './kinds';
export { paymentReferences } from './references';
export { paymentRoutes } from './routes';
export {
  bookingPaidCents,
  cancelPayment,
  editPayment,
  isPaymentBanked,
  recordPayment,
  refreshBookingPaid,
  refundPayment,
} from './service';
export { bookingTill, tillSummary } from './till';
