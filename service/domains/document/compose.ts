// A booking's document: its model of the kind (in the customer's language, else French) filled
// with the booking's merge values, and printed. E-mailing it writes it to the outbox in the
// caller's transaction, the PDF and the model's files attached.
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { customerOfBooking } from '../customer';
import { enqueueMail, type MailAttachment } from '../mail';
import { readModuleSetting } from '../module';
import { languageIdByCode } from '../reference';
import { bookingMergeValues } from './booking-fields';
import type { DocumentPdf } from './invoice-document';
import type { DocumentKind } from './kinds';
import { fillTemplate, type MergeValues, withoutAmounts } from './merge-fields';
import { renderDocumentPdf } from './pdf-document';
import { printFrame, targetSettingsOf } from './print-frame';
import { isBodyEmpty } from './sanitize';
import { attachmentsOf, type DocumentModelRow, findModel } from './store';
import { documentUploadsDir } from './uploads';

export interface ComposeRequest {
  readonly kind: DocumentKind;
  readonly bookingId: number;
  /** The language wanted; by default the customer's. A language without a model falls back to French. */
  readonly languageId?: number;
  /** Merge values the caller provides (the surety link…), over the booking's own. */
  readonly fields?: MergeValues;
}

export interface ComposedDocument {
  readonly subject: string;
  readonly html: string;
  readonly pdf: Buffer;
  readonly fileName: string;
  /** The customer's e-mail, or none. */
  readonly to: string[];
  readonly customerId: number;
  readonly bookingId: number;
  /** The language of the model used. */
  readonly languageId: number;
}

/** The model of the kind in that language, else the French one. */
export function modelFor(db: Db, kind: DocumentKind, languageId: number | null): DocumentModelRow {
  const french = languageIdByCode(db, 'fr');
  const model =
    (languageId !== null ? findModel(db, kind, languageId) : undefined) ??
    (french !== null ? findModel(db, kind, french) : undefined);
  if (!model) throw new AppError('EMAIL_SUBJECT_REQUIRED');
  return model;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The quote module's « detail prices on the quote »: unchecked, a quote lists no priced lines. */
function pricedValues(db: Db, kind: DocumentKind, values: MergeValues): MergeValues {
  const isHidden = kind === 'quote' && !readModuleSetting(db, 'quotation').showPriceDetail;
  return isHidden ? { ...values, priceLines: '' } : values;
}

/** Fills the booking's model of this kind (in the customer's language, else French) and prints it. */
export function composeBookingDocument(db: Db, clock: Clock, request: ComposeRequest): ComposedDocument {
  const { booking, values } = bookingMergeValues(db, clock, request.bookingId, request.fields);
  const customerLanguage = request.languageId ?? customerOfBooking(db, booking.customerId)?.languageId ?? null;
  const model = modelFor(db, request.kind, customerLanguage);
  if (model.subject.trim() === '') throw new AppError('EMAIL_SUBJECT_REQUIRED');
  if (isBodyEmpty(model.bodyHtml)) throw new AppError('EMAIL_BODY_REQUIRED');
  const printed = targetSettingsOf(db, request.kind).showPrices
    ? pricedValues(db, request.kind, values)
    : withoutAmounts(values);
  const subject = fillTemplate(model.subject, printed, 'text');
  const html = fillTemplate(model.bodyHtml, printed, 'html') + signatureHtml(db, model.id);
  const frame = printFrame(db, { kind: request.kind, languageId: model.languageId, code: values.bookingCode ?? '' });
  const email = values.customerEmail?.trim() ?? '';
  return {
    subject,
    html,
    pdf: renderDocumentPdf(html, frame),
    fileName: `${slug(frame.title)}.pdf`,
    to: email ? [email] : [],
    customerId: booking.customerId,
    bookingId: booking.id,
    languageId: model.languageId,
  };
}

function readAttachment(db: Db, storedName: string): Buffer {
  return fs.readFileSync(path.join(documentUploadsDir(db), path.basename(storedName)));
}

/** The model's signature image under the body, inlined like the logo. */
function signatureHtml(db: Db, modelId: number): string {
  const signature = attachmentsOf(db, modelId).find((a) => a.role === 'signature');
  if (!signature) return '';
  const data = readAttachment(db, signature.storedName).toString('base64');
  return `<p><img src="data:${signature.contentType};base64,${data}" alt="Signature" width="180"></p>`;
}

/** The model's joined files (documents and images), as the e-mail carries them. */
function modelFiles(db: Db, modelId: number): MailAttachment[] {
  return attachmentsOf(db, modelId)
    .filter((a) => a.role !== 'signature')
    .map((a) => ({ fileName: a.fileName, contentType: a.contentType, content: readAttachment(db, a.storedName) }));
}

export interface MailRequest {
  readonly kind: DocumentKind;
  readonly bookingId: number;
  /** The user who asked for it; null for a job. */
  readonly createdBy: number | null;
  readonly fields?: MergeValues;
  /** The document itself when it is not the model's print (an issued invoice's legal PDF). */
  readonly pdf?: DocumentPdf;
}

/**
 * The booking's document written to the outbox (call it inside the caller's transaction), its PDF
 * and the model's files attached: answers the mail's id. Refused when the customer has no e-mail.
 */
export function mailBookingDocument(db: Db, clock: Clock, request: MailRequest): number {
  const doc = composeBookingDocument(db, clock, request);
  // The outbox refuses a customer without a valid e-mail (RECIPIENT_EMAIL_REQUIRED, INVALID_EMAIL).
  const model = modelFor(db, request.kind, doc.languageId);
  return enqueueMail(db, clock.now().toISOString(), {
    kind: request.kind,
    to: doc.to,
    subject: doc.subject,
    html: doc.html,
    attachments: [
      {
        fileName: request.pdf?.fileName ?? doc.fileName,
        contentType: 'application/pdf',
        content: request.pdf?.content ?? doc.pdf,
      },
      ...modelFiles(db, model.id),
    ],
    entityType: 'booking',
    entityId: doc.bookingId,
    customerId: doc.customerId,
    createdBy: request.createdBy,
  });
}
