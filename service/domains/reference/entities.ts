// Civilities, languages and countries: plain reference tables through the registry.
import { asc, eq } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import { contains, equals, startsWith } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  civilityInputSchema,
  countryInputSchema,
  labelCriteriaSchema,
  languageInputSchema,
  nameCriteriaSchema,
} from './contract';
import { civilities, countries, languages } from './schema';

type Civility = typeof civilities.$inferSelect;
type Language = typeof languages.$inferSelect;
type Country = typeof countries.$inferSelect;

const activeColumns = [
  { header: 'Par défaut', value: (r: { isDefault: boolean }) => r.isDefault, format: 'bool' },
  { header: 'Actif', value: (r: { isActive: boolean }) => r.isActive, format: 'bool' },
] as const;

export const civilityEntity = tableEntity<
  Civility,
  typeof civilityInputSchema._output,
  typeof labelCriteriaSchema._output
>({
  base: 'reference/civility',
  functionality: 'occupant_civility_list',
  label: 'Civilités',
  table: civilities,
  input: civilityInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'code'],
  defaultSort: 'order',
  defaults: () => ({ code: '', label: '', isDefault: false, isActive: true, order: 0 }),
  csv: [{ header: 'Code', value: (r) => r.code }, { header: 'Libellé', value: (r) => r.label }, ...activeColumns],
  labelOf: (r) => r.label,
  singleDefault: true,
  hasOrder: true,
  hasActive: true,
});

export const languageEntity = tableEntity<
  Language,
  typeof languageInputSchema._output,
  typeof nameCriteriaSchema._output
>({
  base: 'reference/language',
  functionality: 'occupant_language_list',
  label: 'Langues',
  table: languages,
  input: languageInputSchema,
  criteria: nameCriteriaSchema,
  filter: (c, col) => [contains(col.name, c.name), startsWith(col.code, c.code), equals(col.isActive, c.isActive)],
  sortable: ['order', 'name', 'code'],
  defaultSort: 'order',
  defaults: () => ({ code: '', name: '', isDefault: false, isActive: true, order: 0 }),
  check: ({ db }, input) => {
    const clash = db.select().from(languages).where(eq(languages.code, input.code)).get();
    if (clash && clash.id !== input.id) throw fieldError('code', 'VALUE_ALREADY_ASSIGNED');
  },
  csv: [{ header: 'Code', value: (r) => r.code }, { header: 'Langue', value: (r) => r.name }, ...activeColumns],
  labelOf: (r) => r.name,
  singleDefault: true,
  hasOrder: true,
  hasActive: true,
});

export const countryEntity = tableEntity<Country, typeof countryInputSchema._output, typeof nameCriteriaSchema._output>(
  {
    base: 'reference/country',
    functionality: 'occupant_country_list',
    label: 'Pays',
    table: countries,
    input: countryInputSchema,
    criteria: nameCriteriaSchema,
    filter: (c, col) => [
      startsWith(col.name, c.name),
      startsWith(col.isoCode, c.code),
      equals(col.isActive, c.isActive),
    ],
    sortable: ['order', 'name', 'isoCode'],
    defaultSort: 'name',
    defaults: () => ({
      isoCode: '',
      name: '',
      nationality: null,
      languageId: null,
      isEu: false,
      isDefault: false,
      isActive: true,
      order: 0,
    }),
    choices: ({ db }) => ({
      availableLanguage: db
        .select()
        .from(languages)
        .where(eq(languages.isActive, true))
        .orderBy(asc(languages.order), asc(languages.name))
        .all(),
    }),
    check: ({ db }, input) => {
      const clash = db.select().from(countries).where(eq(countries.isoCode, input.isoCode)).get();
      if (clash && clash.id !== input.id) throw fieldError('isoCode', 'VALUE_ALREADY_ASSIGNED');
      if (input.languageId && !db.select().from(languages).where(eq(languages.id, input.languageId)).get()) {
        throw fieldError('languageId', 'VALIDATION');
      }
    },
    csv: [
      { header: 'Code ISO', value: (r) => r.isoCode },
      { header: 'Pays', value: (r) => r.name },
      { header: 'Nationalité', value: (r) => r.nationality },
      { header: 'UE', value: (r) => r.isEu, format: 'bool' },
      ...activeColumns,
    ],
    labelOf: (r) => r.name,
    singleDefault: true,
    hasOrder: true,
    hasActive: true,
  },
);
