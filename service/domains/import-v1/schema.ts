// What the import from the older version keeps: which old row became which Bivouac row (so a second
// run finds its rows again), and the old payments and invoices, chained apart from the live ones.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { instant } from '../../db/columns';
import { chained } from '../ledger/schema';
import { OLD_DOCUMENT_KINDS } from './contract';

export const importV1Keys = sqliteTable(
  'import_v1_keys',
  {
    /** The file kind (`customers`, `places`, `bookings`…): old ids are unique per file only. */
    kind: text('kind').notNull(),
    /** The older system's own id of the row, as written in its export. */
    oldId: text('old_id').notNull(),
    /** The Bivouac row it became (a customer, a place, a booking, an old document…). */
    newId: integer('new_id').notNull(),
    /** SHA-256 of the row as imported: the same hash on the next run means nothing to change. */
    rowHash: text('row_hash').notNull(),
    importedAt: instant('imported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldId] })],
);

/**
 * The older system's payments and invoices, kept as history: a chain of their own (the verify walks
 * it like the money chains), never in the live invoice numbering, never rewritten.
 */
export const importV1Documents = sqliteTable(
  'import_v1_documents',
  {
    ...chained(),
    kind: text('kind', { enum: OLD_DOCUMENT_KINDS }).notNull(),
    oldId: text('old_id').notNull(),
    /** The invoice number of the older system; null for a payment. */
    number: text('number'),
    documentDate: text('document_date').notNull(),
    customerId: integer('customer_id'),
    bookingId: integer('booking_id'),
    /** How a payment was made, in the older system's words (« Chèque », « CB »…). */
    method: text('method'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('import_v1_documents_booking_idx').on(t.bookingId)],
);
