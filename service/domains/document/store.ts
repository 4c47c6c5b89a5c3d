// Reads and writes of the document models and their attachments.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { DocumentKind } from './kinds';
import { documentModelAttachments, documentModels } from './schema';

export type DocumentModelRow = typeof documentModels.$inferSelect;

export function findModel(db: Db, kind: DocumentKind, languageId: number): DocumentModelRow | undefined {
  return db
    .select()
    .from(documentModels)
    .where(and(eq(documentModels.kind, kind), eq(documentModels.languageId, languageId)))
    .get();
}

export function findModelById(db: Db, id: number): DocumentModelRow | undefined {
  return db.select().from(documentModels).where(eq(documentModels.id, id)).get();
}

export function attachmentsOf(db: Db, modelId: number) {
  return db
    .select()
    .from(documentModelAttachments)
    .where(eq(documentModelAttachments.modelId, modelId))
    .orderBy(asc(documentModelAttachments.id))
    .all();
}
