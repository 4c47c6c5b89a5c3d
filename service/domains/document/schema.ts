// Document models: for each document kind, one model per language (subject, sanitised HTML body
// with merge fields), and the files a model carries (kept under the data dir's uploads).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, id, instant } from '../../db/columns';
import { languages } from '../reference/schema';
import { ATTACHMENT_ROLES } from './contract';
import { DOCUMENT_KINDS } from './kinds';

export const documentModels = sqliteTable(
  'document_models',
  {
    id: id(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    subject: text('subject').notNull(),
    /** Sanitised on save; merge fields as `{{name}}`, filled when the document is composed. */
    bodyHtml: text('body_html').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('document_models_kind_language_unique').on(t.kind, t.languageId)],
);

export const documentModelAttachments = sqliteTable(
  'document_model_attachments',
  {
    id: id(),
    modelId: integer('model_id')
      .notNull()
      .references(() => documentModels.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ATTACHMENT_ROLES }).notNull(),
    /** The name the user uploaded, as the e-mail shows it. */
    fileName: text('file_name').notNull(),
    /** The file's name under BIVOUAC_DATA_DIR/uploads/documents. */
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('document_model_attachments_model_idx').on(t.modelId)],
);

/** The printed documents' fixed words (titles, « Page »…) in a language other than French. */
export const documentLabels = sqliteTable(
  'document_labels',
  {
    id: id(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    /** A document kind (its title) or one of PRINTED_LABEL_KEYS. */
    key: text('key').notNull(),
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('document_labels_language_key_unique').on(t.languageId, t.key)],
);
