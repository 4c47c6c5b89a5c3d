// The document models as the screens edit them: the kinds with their languages, the models of a
// kind, one model with its files; a save sanitises the body and keeps one model per kind and language.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { languageChoices, languageIdByCode } from '../reference';
import { removeAttachment } from './attachments';
import type { DocumentKindRow, DocumentModelDto, DocumentModelInput } from './contract';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from './kinds';
import { isBodyEmpty, sanitizeBody } from './sanitize';
import { documentModels } from './schema';
import { attachmentsOf, type DocumentModelRow, findModel, findModelById } from './store';

/**
 * An image pasted into the body is inlined: past this the e-mail is too heavy to be delivered (and
 * a save must stay under the 1 MB of a JSON request).
 */
export const BODY_MAX_BYTES = 700_000;

export function documentKindRows(db: Db): DocumentKindRow[] {
  const counts = new Map(
    db
      .select({ kind: documentModels.kind, n: count() })
      .from(documentModels)
      .groupBy(documentModels.kind)
      .all()
      .map((r) => [r.kind, r.n]),
  );
  return DOCUMENT_KINDS.map((id) => ({ id, label: DOCUMENT_KIND_LABELS[id], models: counts.get(id) ?? 0 }));
}

function dto(db: Db, row: DocumentModelRow, languageNames: Map<number, string>): DocumentModelDto {
  const french = languageIdByCode(db, 'fr');
  return {
    id: row.id,
    kind: row.kind,
    languageId: row.languageId,
    languageName: languageNames.get(row.languageId) ?? '',
    isFallback: row.languageId === french,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    version: row.version,
    attachments: attachmentsOf(db, row.id).map((a) => ({
      id: a.id,
      role: a.role,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

const namesOf = (db: Db) => new Map(languageChoices(db).map((l) => [l.id, l.name]));

export function modelsOfKind(db: Db, kind: DocumentKind): DocumentModelDto[] {
  const names = namesOf(db);
  return db
    .select()
    .from(documentModels)
    .where(eq(documentModels.kind, kind))
    .orderBy(asc(documentModels.languageId))
    .all()
    .map((row) => dto(db, row, names));
}

export function modelById(db: Db, id: number): DocumentModelDto {
  const row = findModelById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return dto(db, row, namesOf(db));
}

/** A new model of the kind, in the first language that has none yet (French when it is missing). */
export function blankModel(db: Db, kind: DocumentKind): DocumentModelDto {
  const languages = languageChoices(db);
  const free = languages.find((l) => !findModel(db, kind, l.id)) ?? languages[0];
  return {
    id: 0,
    kind,
    languageId: free?.id ?? 0,
    languageName: free?.name ?? '',
    isFallback: false,
    subject: '',
    bodyHtml: '',
    version: 0,
    attachments: [],
  };
}

/**
 * Saves a model, its body sanitised: subject and body are required, and another model of the same
 * kind and language is refused.
 */
export function saveModel(ctx: EntityContext, input: DocumentModelInput): number {
  const { db } = ctx;
  const bodyHtml = sanitizeBody(input.bodyHtml);
  if (input.subject.trim() === '') throw new AppError('EMAIL_SUBJECT_REQUIRED');
  if (isBodyEmpty(bodyHtml)) throw new AppError('EMAIL_BODY_REQUIRED');
  if (Buffer.byteLength(bodyHtml) > BODY_MAX_BYTES) throw new AppError('EMAIL_BODY_TOO_LARGE');
  const twin = db
    .select({ id: documentModels.id })
    .from(documentModels)
    .where(
      and(
        eq(documentModels.kind, input.kind),
        eq(documentModels.languageId, input.languageId),
        ne(documentModels.id, input.id),
      ),
    )
    .get();
  if (twin) throw new AppError('VALIDATION', { fields: { languageId: 'VALUE_ALREADY_ASSIGNED' } });
  const now = ctx.clock.now().toISOString();
  const values = { kind: input.kind, languageId: input.languageId, subject: input.subject.trim(), bodyHtml };
  if (input.id === 0) {
    return db
      .insert(documentModels)
      .values({ ...values, createdAt: now, updatedAt: now, updatedBy: ctx.user.id })
      .returning({ id: documentModels.id })
      .get().id;
  }
  if (!findModelById(db, input.id)) throw new AppError('NOT_FOUND');
  db.update(documentModels).set(values).where(eq(documentModels.id, input.id)).run();
  return input.id;
}

/** Deletes a model; the French one stays, every other language falls back on it. */
export function deleteModel(db: Db, id: number): DocumentModelRow {
  const row = findModelById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.languageId === languageIdByCode(db, 'fr')) throw new AppError('MODIFICATION_NOT_AUTHORISED');
  for (const file of attachmentsOf(db, id)) removeAttachment(db, file.id);
  db.delete(documentModels).where(eq(documentModels.id, id)).run();
  return row;
}
