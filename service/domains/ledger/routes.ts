// The ledger verification over HTTP: the full verification (system users) and the three
// verification screens, each with its CSV export.
import { Hono } from 'hono';
import { csvFile, toCsv } from '../../http/entity/csv';
import type { CsvColumn } from '../../http/entity/descriptor';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import type { Finding } from './contract';
import { verifyDoubleBill, verifyDueBill, verifyTicketsPayment } from './verify';

interface ExportRow {
  nature: string;
  reference: string | null;
  customer: string;
  date?: string | null;
  totalCents?: number | null;
  paidCents?: number | null;
  remainingCents?: number | null;
  detail: string;
}

const exportColumns: CsvColumn<ExportRow>[] = [
  { header: 'Nature', value: (r) => r.nature },
  { header: 'Référence', value: (r) => r.reference },
  { header: 'Client', value: (r) => r.customer },
  { header: 'Date', value: (r) => r.date, format: 'date' },
  { header: 'Total', value: (r) => r.totalCents, format: 'money' },
  { header: 'Payé', value: (r) => r.paidCents, format: 'money' },
  { header: 'Reste dû', value: (r) => r.remainingCents, format: 'money' },
  { header: 'Détail', value: (r) => r.detail },
];

const findingColumns: CsvColumn<Finding>[] = [
  { header: 'Table', value: (f) => f.table },
  { header: 'Ligne', value: (f) => f.rowId },
  { header: 'Numéro', value: (f) => f.number },
  { header: 'Anomalie', value: (f) => f.message },
];

export function ledgerRoutes() {
  return new Hono<AppEnv>()
    .get('/ledger/verif-double-bill', allow.to('system_verif_double_bill', 'read'), (c) =>
      c.json(verifyDoubleBill(c.get('deps').db)),
    )
    .get('/ledger/verif-double-bill/document', allow.to('system_verif_double_bill', 'export'), (c) => {
      const report = verifyDoubleBill(c.get('deps').db);
      const rows: ExportRow[] = [
        ...report.bookings.map((b) => ({
          nature: 'Réservation facturée plusieurs fois',
          reference: b.bookingCode ?? String(b.bookingId),
          customer: b.customerName,
          totalCents: b.totalCents,
          detail: b.numbers.join(', '),
        })),
        ...report.duplicateNumbers.map((f) => ({
          nature: 'Numéro de facture en double',
          reference: f.number,
          customer: '',
          detail: f.message,
        })),
      ];
      return csvFile('Doubles factures', toCsv(rows, exportColumns));
    })
    .get('/ledger/verif-due-bill', allow.to('system_verif_due_bill', 'read'), (c) => {
      const { db, clock } = c.get('deps');
      return c.json(verifyDueBill(db, clock));
    })
    .get('/ledger/verif-due-bill/document', allow.to('system_verif_due_bill', 'export'), (c) => {
      const { db, clock } = c.get('deps');
      const report = verifyDueBill(db, clock);
      const rows: ExportRow[] = [
        ...report.invoices.map((i) => ({
          nature: 'Facture échue',
          reference: i.number,
          customer: i.customerName,
          date: i.dueDate,
          totalCents: i.totalCents,
          paidCents: i.paidCents,
          remainingCents: i.remainingCents,
          detail: '',
        })),
        ...report.unbilledStays.map((s) => ({
          nature: 'Séjour terminé non facturé',
          reference: s.bookingCode ?? String(s.bookingId),
          customer: s.customerName,
          date: s.endDate,
          totalCents: s.totalCents,
          detail: `Séjour du ${s.startDate.split('-').reverse().join('/')} au ${s.endDate.split('-').reverse().join('/')}`,
        })),
      ];
      return csvFile('Factures dues', toCsv(rows, exportColumns));
    })
    .get('/ledger/verif-tickets-payment', allow.to('system_verif_tickets_payment', 'read'), (c) =>
      c.json(verifyTicketsPayment(c.get('deps').db)),
    )
    .get('/ledger/verif-tickets-payment/document', allow.to('system_verif_tickets_payment', 'export'), (c) =>
      csvFile('Paiements des tickets', toCsv(verifyTicketsPayment(c.get('deps').db).findings, findingColumns)),
    );
}
