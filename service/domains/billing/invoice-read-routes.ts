// The invoice screens' reads under /rest/billing/: the bill list (page and CSV export), one
// invoice as issued, and a booking's billing state for its sheet (read with the booking's right).
import { Hono } from 'hono';
import { idParam, parse, readJson } from '../../http/body';
import { csvFile, toCsv } from '../../http/entity/csv';
import type { CsvColumn } from '../../http/entity/descriptor';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { bookingBilling, invoiceDetail, searchInvoices } from './invoice-read';
import {
  billTypeLabel,
  DOCUMENT_KIND_LABELS,
  type InvoiceRow,
  invoiceSearchSchema,
  listExportSchema,
} from './read-contract';

/** The most rows the bill list's CSV export writes. */
const EXPORT_LIMIT = 100_000;

const invoiceCsv: readonly CsvColumn<InvoiceRow>[] = [
  { header: 'Numéro', value: (r) => r.number },
  { header: 'Type', value: billTypeLabel },
  { header: 'Document', value: (r) => DOCUMENT_KIND_LABELS[r.documentKind] ?? '' },
  { header: 'Date', value: (r) => r.issuedOn, format: 'date' },
  { header: 'Échéance', value: (r) => r.dueDate, format: 'date' },
  { header: 'Client', value: (r) => r.customerName },
  { header: 'Réservation', value: (r) => r.bookingCode },
  { header: 'Total HT', value: (r) => r.totalExclVatCents, format: 'money' },
  { header: 'TVA', value: (r) => r.vatCents, format: 'money' },
  { header: 'Total TTC', value: (r) => r.totalCents, format: 'money' },
  { header: 'Payé', value: (r) => r.paidCents, format: 'money' },
];

export function invoiceReadRoutes() {
  return new Hono<AppEnv>()
    .post('/billing/invoice/search', allow.to('payment_invoice_bill_list', 'read'), async (c) =>
      c.json(searchInvoices(c.get('deps').db, await readJson(c, invoiceSearchSchema))),
    )
    .post('/billing/invoice/document', allow.to('payment_invoice_bill_list', 'export'), async (c) => {
      const { filters } = await readJson(c, listExportSchema);
      const criteria = { ...parse(invoiceSearchSchema, filters), page: 1, pageSize: EXPORT_LIMIT };
      return csvFile('Factures et avoirs', toCsv(searchInvoices(c.get('deps').db, criteria).items, invoiceCsv));
    })
    .get('/billing/invoice/:id', allow.to('payment_invoice_bill_list', 'read'), (c) =>
      c.json(invoiceDetail(c.get('deps').db, idParam(c))),
    )
    .get('/billing/booking/:bookingId', allow.to('booking_booking_list', 'read'), (c) =>
      c.json(bookingBilling(c.get('deps').db, idParam(c, 'bookingId'))),
    );
}
