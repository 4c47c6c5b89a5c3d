// Printing and e-mailing a record's documents: the PDF a new tab opens, the kinds a booking sheet
// offers, the e-mail it queues and the e-mails it lists under « E-mails envoyés ».
import { Hono } from 'hono';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { mailsOfEntity } from '../mail/entity-history';
import { bookingDocumentChoices } from './booking-documents';
import { mailBookingDocument } from './compose';
import { documentKindSchema } from './contract';
import { bookingInvoicePdf } from './invoice-document';
import { printForRecord } from './printing';

const PRINT = 'document_email_printing';
const SHEET = 'booking_booking_list';
const mailSchema = z.object({ kind: documentKindSchema });

export function printRoutes() {
  return new Hono<AppEnv>()
    .get('/printing/:modelId/:entityType/:entityId/:languageId', allow.to(PRINT, 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      const request = {
        modelId: idParam(c, 'modelId'),
        entityType: c.req.param('entityType'),
        entityId: idParam(c, 'entityId'),
        languageId: idParam(c, 'languageId'),
      };
      const { pdf, fileName } = await printForRecord(db, clock, request);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      });
    })
    .get('/document/booking/:bookingId/choices', allow.to(PRINT, 'read'), (c) =>
      c.json(bookingDocumentChoices(c.get('deps').db, idParam(c, 'bookingId'))),
    )
    .post('/document/booking/:bookingId/mail', allow.to(SHEET, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const { kind } = await readJson(c, mailSchema);
      const bookingId = idParam(c, 'bookingId');
      // Rendered before the transaction: the invoice's PDF is written asynchronously.
      const pdf = kind === 'invoice' ? await bookingInvoicePdf(db, bookingId) : undefined;
      const request = { kind, bookingId, createdBy: c.get('session')?.id ?? null, pdf };
      const id = inTransaction(db, () => mailBookingDocument(db, clock, request));
      return c.json({ status: 'SAVED', id });
    })
    .get('/document/booking/:bookingId/mails', allow.to(SHEET, 'read'), (c) =>
      c.json(mailsOfEntity(c.get('deps').db, 'booking', idParam(c, 'bookingId'))),
    );
}
