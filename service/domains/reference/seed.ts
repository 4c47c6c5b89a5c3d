// Reference data a French site starts with. Inserted once (the flag stays after the staff edit or
// delete rows), so a restart never brings back what they removed.
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { civilities, countries, languages } from './schema';

const languageSeed = [
  ['fr', 'Français'],
  ['en', 'Anglais'],
  ['de', 'Allemand'],
  ['nl', 'Néerlandais'],
  ['es', 'Espagnol'],
  ['it', 'Italien'],
] as const;

// iso, name, nationality, language, EU member
const countrySeed = [
  ['FR', 'France', 'Française', 'fr', true],
  ['BE', 'Belgique', 'Belge', 'fr', true],
  ['CH', 'Suisse', 'Suisse', 'fr', false],
  ['LU', 'Luxembourg', 'Luxembourgeoise', 'fr', true],
  ['DE', 'Allemagne', 'Allemande', 'de', true],
  ['AT', 'Autriche', 'Autrichienne', 'de', true],
  ['NL', 'Pays-Bas', 'Néerlandaise', 'nl', true],
  ['GB', 'Royaume-Uni', 'Britannique', 'en', false],
  ['IE', 'Irlande', 'Irlandaise', 'en', true],
  ['ES', 'Espagne', 'Espagnole', 'es', true],
  ['IT', 'Italie', 'Italienne', 'it', true],
  ['PT', 'Portugal', 'Portugaise', 'en', true],
  ['DK', 'Danemark', 'Danoise', 'en', true],
  ['SE', 'Suède', 'Suédoise', 'en', true],
  ['NO', 'Norvège', 'Norvégienne', 'en', false],
  ['PL', 'Pologne', 'Polonaise', 'en', true],
  ['CZ', 'Tchéquie', 'Tchèque', 'en', true],
  ['US', 'États-Unis', 'Américaine', 'en', false],
  ['CA', 'Canada', 'Canadienne', 'fr', false],
] as const;

const civilitySeed = [
  ['M', 'M.'],
  ['MME', 'Mme'],
  ['MMME', 'M. et Mme'],
  ['STE', 'Société'],
] as const;

export function seedReference(db: Db, now: string): void {
  inTransaction(db, () => {
    const stamps = { createdAt: now, updatedAt: now };
    const languageIds = new Map<string, number>();
    languageSeed.forEach(([code, name], i) => {
      const row = db
        .insert(languages)
        .values({ code, name, isDefault: code === 'fr', order: i + 1, ...stamps })
        .returning()
        .get();
      languageIds.set(code, row.id);
    });
    countrySeed.forEach(([isoCode, name, nationality, lang, isEu], i) => {
      db.insert(countries)
        .values({
          isoCode,
          name,
          nationality,
          isEu,
          languageId: languageIds.get(lang) ?? null,
          isDefault: isoCode === 'FR',
          order: i + 1,
          ...stamps,
        })
        .run();
    });
    civilitySeed.forEach(([code, label], i) => {
      db.insert(civilities)
        .values({ code, label, isDefault: i === 0, order: i + 1, ...stamps })
        .run();
    });
  });
}
