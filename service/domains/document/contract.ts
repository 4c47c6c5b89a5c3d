// What crosses the wire about document models: the kinds come from kinds.ts, the attachment roles
// and their accepted formats from here, so the screens and the service say the same.
import { z } from 'zod';
import { DOCUMENT_KINDS } from './kinds';

/** How a model's file is used: a signature image under the body, a joined document, an image. */
export const ATTACHMENT_ROLES = ['signature', 'document', 'image'] as const;
export type AttachmentRole = (typeof ATTACHMENT_ROLES)[number];

/** The extensions each role accepts (the spec's formats), lower case without the dot. */
export const ATTACHMENT_EXTENSIONS: Record<AttachmentRole, readonly string[]> = {
  signature: ['jpg', 'jpeg', 'png'],
  document: ['doc', 'pdf', 'odt'],
  image: ['jpg', 'jpeg', 'png', 'gif'],
};

export const documentKindSchema = z.enum(DOCUMENT_KINDS);

export const documentModelInputSchema = z.object({
  id: z.number().int().min(0),
  kind: documentKindSchema,
  languageId: z.number().int().positive(),
  subject: z.string().max(300),
  bodyHtml: z.string().max(2_000_000),
  version: z.number().int().optional(),
});
export type DocumentModelInput = z.infer<typeof documentModelInputSchema>;

export interface DocumentModelAttachmentDto {
  id: number;
  role: AttachmentRole;
  fileName: string;
  contentType: string;
  size: number;
}

export interface DocumentModelDto {
  id: number;
  kind: (typeof DOCUMENT_KINDS)[number];
  languageId: number;
  languageName: string;
  /** The French model: every language without its own falls back on it, so it cannot be deleted. */
  isFallback: boolean;
  subject: string;
  bodyHtml: string;
  version: number;
  attachments: DocumentModelAttachmentDto[];
}

/** The fixed words a printed document carries besides its model: translated per language. */
export const PRINTED_LABEL_KEYS = ['page', 'phone', 'number'] as const;
export type PrintedLabelKey = (typeof PRINTED_LABEL_KEYS)[number] | (typeof DOCUMENT_KINDS)[number];

export const PRINTED_LABEL_DEFAULTS: Record<(typeof PRINTED_LABEL_KEYS)[number], string> = {
  page: 'Page',
  phone: 'Tél.',
  number: 'n°',
};

export const translationItemSchema = z.object({
  languageId: z.number().int().positive(),
  key: z.string().min(1).max(40),
  label: z.string().trim().max(120),
});
export const translationsInputSchema = z.object({ items: z.array(translationItemSchema).max(2000) });
export type TranslationItem = z.infer<typeof translationItemSchema>;

/** GET document/setting-translate: the French words, the languages, and what is translated. */
export interface TranslationsDto {
  keys: { key: string; french: string }[];
  languages: { id: number; name: string }[];
  items: TranslationItem[];
}

/** GET document/function-model: a kind and how many models (languages) it has. */
export interface DocumentKindRow {
  id: (typeof DOCUMENT_KINDS)[number];
  label: string;
  models: number;
}

/** GET document/booking/:id/choices: the model a kind would use for this booking's customer. */
export interface BookingDocumentChoice {
  kind: (typeof DOCUMENT_KINDS)[number];
  label: string;
  modelId: number;
  languageId: number;
}

/** POST document/model/preview: the model being typed, filled with the site's first booking. */
export interface Preview {
  readonly subject: string;
  readonly html: string;
  readonly unknownFields: string[];
  /** The booking it is filled with; null on a site without any (the fields then stay as written). */
  readonly bookingCode: string | null;
}
