// The printed documents' fixed words per language (/document-setting-translate): French by
// default, a translation where one was typed, French again where it was left blank.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import { languageChoices, languageIdByCode } from '../reference';
import {
  PRINTED_LABEL_DEFAULTS,
  PRINTED_LABEL_KEYS,
  type PrintedLabelKey,
  type TranslationItem,
  type TranslationsDto,
} from './contract';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from './kinds';
import { documentLabels } from './schema';

const FRENCH: Record<string, string> = { ...DOCUMENT_KIND_LABELS, ...PRINTED_LABEL_DEFAULTS };
const KEYS: string[] = [...DOCUMENT_KINDS, ...PRINTED_LABEL_KEYS];

export function translations(db: Db): TranslationsDto {
  const french = languageIdByCode(db, 'fr');
  return {
    keys: KEYS.map((key) => ({ key, french: FRENCH[key] ?? key })),
    languages: languageChoices(db)
      .filter((l) => l.id !== french)
      .map((l) => ({ id: l.id, name: l.name })),
    items: db
      .select({ languageId: documentLabels.languageId, key: documentLabels.key, label: documentLabels.label })
      .from(documentLabels)
      .all(),
  };
}

/** Writes the translations sent; a blank one is removed (the French word prints again). */
export function saveTranslations(db: Db, items: readonly TranslationItem[]): void {
  const languages = new Set(languageChoices(db).map((l) => l.id));
  for (const item of items) {
    if (!KEYS.includes(item.key)) throw new AppError('VALIDATION', { fields: { key: 'INVALID_TYPE' } });
    if (!languages.has(item.languageId)) throw new AppError('VALIDATION', { fields: { languageId: 'INVALID_TYPE' } });
    const where = and(eq(documentLabels.languageId, item.languageId), eq(documentLabels.key, item.key));
    db.delete(documentLabels).where(where).run();
    if (item.label !== '') db.insert(documentLabels).values(item).run();
  }
}

/** The word to print in that language. */
export function printedLabel(db: Db, languageId: number, key: PrintedLabelKey): string {
  const row = db
    .select({ label: documentLabels.label })
    .from(documentLabels)
    .where(and(eq(documentLabels.languageId, languageId), eq(documentLabels.key, key)))
    .get();
  return row?.label ?? FRENCH[key] ?? key;
}
