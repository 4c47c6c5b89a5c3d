// What other domains, the CLI and the tests may use of invoices: the guard of billed bookings,
// the frozen parties, the invoice writes and their routes.
export {
  type DownPaymentInvoice,
  downPaymentInvoiceSchema,
  type InvoiceFromBooking,
  type InvoiceIssued,
  invoiceCancelSchema,
  invoiceFromBookingSchema,
} from './invoice-contract';
export { invoicePdf } from './invoice-pdf';
export { liveBookingInvoice } from './invoice-read';
export { invoiceRoutes } from './invoice-routes';
export {
  assertBookingEditable,
  cancelInvoice,
  type InvoiceWriter,
  invoiceBooking,
  invoiceDownPayment,
  isBookingBilled,
} from './invoice-service';
export { buyerLines, euros, frDate, sellerLines } from './legal-mentions';
export { billPrefixRefusal, effectivePrefix, nextInvoiceNumber } from './numbering';
export { billableCustomer, buyerSnapshot, sellerSnapshot } from './parties';
