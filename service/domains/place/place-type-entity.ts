// Place types (the spec's "équipements"): label and short code, family, kind, capacity and
// persons, surface, beds and bedrooms, INSEE category, accounting code and VAT rate that their
// places inherit. Fields beyond the spec's labels are those a French campsite declares.
import { eq } from 'drizzle-orm';
import { fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { tvaEntity } from '../reference';
import { placeTypeWithHistory } from './blockers';
import {
  inseeTypes,
  type PlaceTypeCriteria,
  type PlaceTypeInput,
  placeKinds,
  placeTypeCriteriaSchema,
  placeTypeInputSchema,
} from './contract';
import { labelsById, withListFields, withSaveWarnings } from './decorate';
import { activeFamilies } from './family-choices';
import { capacityWarnings } from './rules';
import { placeFamilies, placeTypes } from './schema';

type PlaceType = typeof placeTypes.$inferSelect;

const labelOf = <T extends string>(list: readonly { id: T; label: string }[], id: string) =>
  list.find((c) => c.id === id)?.label ?? id;

/** Active VAT rates, offered to place types and places. */
export function tvaChoices(ctx: EntityContext) {
  return tvaEntity.list(ctx).filter((r) => r.isActive);
}

/** A chosen VAT rate must exist. */
export function checkTva(ctx: EntityContext, tvaId: number | null): void {
  if (tvaId !== null && !tvaEntity.get(ctx, tvaId)) throw fieldError('tvaId', 'VAT_RATE_REQUIRED');
}

const placeTypeTable = tableEntity<PlaceType, PlaceTypeInput, PlaceTypeCriteria>({
  base: 'place/place-type',
  functionality: 'camping_place_type_list',
  label: "Types d'hébergement",
  table: placeTypes,
  input: placeTypeInputSchema,
  criteria: placeTypeCriteriaSchema,
  filter: (c, col) => [
    contains(col.label, c.label),
    equals(col.isActive, c.isActive),
    equals(col.familyId, c.familyId),
    equals(col.kind, c.kind),
  ],
  sortable: ['order', 'label', 'shortCode', 'kind', 'capacity'],
  defaultSort: 'order',
  defaults: () => ({
    label: '',
    shortCode: '',
    familyId: null,
    kind: 'PITCH',
    capacity: 6,
    minPersons: 1,
    maxPersons: 6,
    surface: null,
    beds: 0,
    bedrooms: 0,
    inseeType: 'BARE_PITCH',
    isInseeIncluded: true,
    accountingCode: null,
    // No rate is guessed for a new type: the user chooses it (accommodation is rarely the default 20 %).
    tvaId: null,
    isActive: true,
    order: 0,
  }),
  choices: (ctx) => ({
    availableFamily: activeFamilies(ctx.db),
    availableKind: [...placeKinds],
    availableInseeType: [...inseeTypes],
    availableTva: tvaChoices(ctx),
  }),
  check: (ctx, input) => {
    if (input.familyId !== null) {
      const family = ctx.db.select().from(placeFamilies).where(eq(placeFamilies.id, input.familyId)).get();
      if (!family) throw fieldError('familyId', 'VALIDATION');
    }
    checkTva(ctx, input.tvaId);
  },
  // Deletion blocker: equipment with history (places of the type; bookings register theirs).
  blockers: [placeTypeWithHistory],
  csv: [
    { header: 'Code', value: (r) => r.shortCode },
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Type', value: (r) => labelOf(placeKinds, r.kind) },
    { header: 'Capacité', value: (r) => r.capacity },
    { header: 'Personnes min.', value: (r) => r.minPersons },
    { header: 'Personnes max.', value: (r) => r.maxPersons },
    { header: 'Surface (m²)', value: (r) => r.surface },
    { header: 'Lits', value: (r) => r.beds },
    { header: 'Chambres', value: (r) => r.bedrooms },
    { header: 'Catégorie INSEE', value: (r) => labelOf(inseeTypes, r.inseeType) },
    { header: 'Statistiques INSEE', value: (r) => r.isInseeIncluded, format: 'bool' },
    { header: 'Compte comptable', value: (r) => r.accountingCode },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const placeTypeEntity = withSaveWarnings(
  withListFields(placeTypeTable, ({ db }, rows) => {
    const families = labelsById(db.select().from(placeFamilies).all());
    return rows.map((r) => ({
      ...r,
      familyLabel: r.familyId === null ? null : (families.get(r.familyId) ?? null),
      kindLabel: labelOf(placeKinds, r.kind),
    }));
  }),
  (input) => capacityWarnings(input.capacity),
);
