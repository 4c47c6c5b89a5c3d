// The default French model of every kind, seeded once on new and existing sites; the staff then
// edit them, and a restart never brings back what they changed.
import type { Db } from '../../db/connection';
import { languageIdByCode } from '../reference';
import { DEFAULT_FRENCH_MODELS } from './default-models';
import { DOCUMENT_KINDS } from './kinds';
import { documentModels } from './schema';

export function seedDocumentModels(db: Db, now: string): void {
  const languageId = languageIdByCode(db, 'fr');
  if (languageId === null) return;
  for (const kind of DOCUMENT_KINDS) {
    db.insert(documentModels)
      .values({ kind, languageId, ...DEFAULT_FRENCH_MODELS[kind], createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .run();
  }
}
