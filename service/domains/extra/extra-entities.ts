// Extra types (a bare label list) and extras: label, type, VAT rate, price, colour, maximum
// quantity, stock, accounting code, pricing per stay/night/week, and the place types they go with.
// Deleting an extra still linked to a place type (equipment) is refused.
import { asc, eq } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildList } from '../../http/entity/with-children';
import { placeTypeChoices, placeTypesExist } from '../place';
import { defaultId, labelListEntity, referenceExists, tvaChoices } from '../reference';
import { type ExtraInput, extraCriteriaSchema, extraInputSchema } from './contract';
import { extraPlaceTypes, extras, extraTypes } from './schema';

type Extra = typeof extras.$inferSelect;

export const extraTypeEntity = labelListEntity(
  extraTypes,
  'extra/extra-type',
  'extra_pricing_extra_type_list',
  "Types d'extras",
);

export const pricingModes = [
  { id: 'stay', label: 'Par séjour' },
  { id: 'night', label: 'Par nuit' },
  { id: 'week', label: 'Par semaine' },
];

const extraTable = tableEntity<Extra, ExtraInput, typeof extraCriteriaSchema._output>({
  base: 'extra/extra',
  functionality: 'extra_pricing_extra_list',
  label: 'Extras',
  table: extras,
  input: extraInputSchema,
  criteria: extraCriteriaSchema,
  filter: (c, col) => [
    contains(col.label, c.label),
    equals(col.extraTypeId, c.extraTypeId),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['order', 'label', 'priceCents'],
  defaultSort: 'order',
  defaults: ({ db }) => ({
    label: '',
    extraTypeId: null,
    // null only on a site without VAT rates: the form then asks for one (VAT_RATE_REQUIRED).
    tvaId: defaultId(tvaChoices(db)) as number,
    priceCents: 0,
    color: null,
    maxQuantity: null,
    isStockManaged: false,
    stockQuantity: null,
    accountingCode: null,
    pricingMode: 'stay',
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({
    // An extra's VAT choices carry isDefaultForOption (the site's default rate).
    availableTva: tvaChoices(db).map((t) => ({ ...t, isDefaultForOption: t.isDefault })),
    availableExtraType: db
      .select()
      .from(extraTypes)
      .where(eq(extraTypes.isActive, true))
      .orderBy(asc(extraTypes.order), asc(extraTypes.label))
      .all(),
    availablePricingMode: pricingModes,
    availablePlaceType: placeTypeChoices(db),
  }),
  check: ({ db }, input) => {
    if (!referenceExists(db, 'tva', input.tvaId)) throw fieldError('tvaId', 'VAT_RATE_REQUIRED');
    if (input.extraTypeId && !db.select().from(extraTypes).where(eq(extraTypes.id, input.extraTypeId)).get()) {
      throw fieldError('extraTypeId', 'VALIDATION');
    }
    if (!placeTypesExist(db, input.placeTypeIds)) throw fieldError('placeTypeIds', 'VALIDATION');
  },
  blockers: [
    {
      code: 'DELETE_BLOCKED_EXTRA_LINKED_TO_EQUIPMENT',
      isBlocked: ({ db }, id) =>
        db.select().from(extraPlaceTypes).where(eq(extraPlaceTypes.extraId, id)).get() !== undefined,
    },
  ],
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Prix', value: (r) => r.priceCents, format: 'money' },
    { header: 'Tarification', value: (r) => pricingModes.find((m) => m.id === r.pricingMode)?.label },
    { header: 'Quantité max.', value: (r) => r.maxQuantity },
    { header: 'Stock géré', value: (r) => r.isStockManaged, format: 'bool' },
    { header: 'Stock', value: (r) => r.stockQuantity },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const extraEntity = withChildList(extraTable, {
  key: 'placeTypeIds',
  load: (db, extraId) =>
    db
      .select({ placeTypeId: extraPlaceTypes.placeTypeId })
      .from(extraPlaceTypes)
      .where(eq(extraPlaceTypes.extraId, extraId))
      .orderBy(asc(extraPlaceTypes.placeTypeId))
      .all()
      .map((r) => r.placeTypeId),
  replace: (db, extraId, placeTypeIds) => {
    db.delete(extraPlaceTypes).where(eq(extraPlaceTypes.extraId, extraId)).run();
    for (const placeTypeId of placeTypeIds) db.insert(extraPlaceTypes).values({ extraId, placeTypeId }).run();
  },
});
