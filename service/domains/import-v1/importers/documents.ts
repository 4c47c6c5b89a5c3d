// reglements.csv and factures.csv: the older system's payments and invoices, appended as history to
// a chain of their own (never the live invoice numbering). Being accounting records, they are never
// rewritten: a document changed in the older system since it was imported is rejected.
import type { Db } from '../../../db/connection';
import { statement } from '../../../db/statements';
import { appendChained, CHAINS } from '../../ledger';
import type { ImportV1Kind, OldDocumentKind } from '../contract';
import { cell, type FileImporter, optional, reject } from '../importer';
import { parseOldDay, parseOldDecimal } from '../old-values';

interface DocumentValue {
  oldId: string;
  number: string | null;
  documentDate: string;
  customerId: number;
  bookingId: number;
  method: string | null;
  amountCents: number;
}

interface DocumentFile {
  kind: ImportV1Kind;
  document: OldDocumentKind;
  columns: readonly string[];
  amountColumn: string;
  /** What the document changes on its booking, so the lists show it paid or billed. */
  markBooking(db: Db, value: DocumentValue): void;
}

function documentImporter(file: DocumentFile): FileImporter<DocumentValue> {
  return {
    kind: file.kind,
    columns: file.columns,
    begin({ db, now, userId, keys }) {
      return {
        prepare(cells) {
          const oldBooking = cell(cells, 'sejour_id');
          const booking = keys.get('bookings', oldBooking);
          if (!booking) return reject(`séjour inconnu (absent de sejours.csv ou refusé) : ${oldBooking || '(vide)'}`);
          const rawDate = cell(cells, 'date');
          const documentDate = parseOldDay(rawDate);
          if (!documentDate) return reject(`date invalide : « ${rawDate} »`);
          const rawAmount = cell(cells, file.amountColumn);
          const amountCents = parseOldDecimal(rawAmount);
          if (amountCents === null) return reject(`montant qui n’est pas un nombre : « ${rawAmount} »`);
          const number = optional(cells, 'numero');
          if (file.document === 'INVOICE' && !number) return reject('numéro de facture manquant');
          const { customerId } = statement(db, 'SELECT customer_id AS customerId FROM bookings WHERE id = ?').get(
            booking.newId,
          ) as { customerId: number };
          return {
            oldId: cell(cells, 'id'),
            number,
            documentDate,
            customerId,
            bookingId: booking.newId,
            method: optional(cells, 'mode'),
            amountCents,
          };
        },
        insert(v) {
          const row = appendChained(db, CHAINS.oldDocument, {
            ...v,
            kind: file.document,
            createdAt: now,
            createdBy: userId,
          });
          file.markBooking(db, v);
          return row.id;
        },
      };
    },
  };
}

export const paymentsImporter = documentImporter({
  kind: 'payments',
  document: 'PAYMENT',
  columns: ['id', 'sejour_id', 'date', 'mode', 'montant'],
  amountColumn: 'montant',
  markBooking: (db, v) =>
    statement(db, 'UPDATE bookings SET paid_cents = paid_cents + ? WHERE id = ?').run(v.amountCents, v.bookingId),
});

export const invoicesImporter = documentImporter({
  kind: 'invoices',
  document: 'INVOICE',
  columns: ['id', 'numero', 'sejour_id', 'date', 'montant_ttc'],
  amountColumn: 'montant_ttc',
  markBooking: (db, v) =>
    statement(db, 'UPDATE bookings SET bill_number = ?, bill_date = ? WHERE id = ?').run(
      v.number,
      v.documentDate,
      v.bookingId,
    ),
});
