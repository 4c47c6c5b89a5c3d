// What other domains, the jobs and the CLI may use of documents: composing a booking's document
// (filled model and its PDF) and e-mailing it through the outbox.
export {
  type ComposedDocument,
  type ComposeRequest,
  composeBookingDocument,
  type MailRequest,
  mailBookingDocument,
} from './compose';
export { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from './kinds';
export { MERGE_FIELDS, type MergeValues } from './merge-fields';
