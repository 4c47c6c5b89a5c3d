// Price grids through the registry (`price/grid`): the flat row, and its partners, periods with
// their prices per place type and options saved in the same transaction. The form is refused on
// the engine's own grid rules (contract), then on references that must exist (check). Each save
// makes a new history version (grid-store.ts). The edit answer warns of another active grid of
// the same partners pricing a place type on the same nights (grid-overlaps.ts).
import { z } from 'zod';
import { fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { extensibleBlocker } from '../../http/entity/extensible-blocker';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { withChildren } from '../../http/entity/with-children';
import { ageCategoryChoices, extraLabels } from '../extra';
import { partnerChoices, partnersExist } from '../partner';
import { placeTypeChoices, placeTypesExist } from '../place';
import { tvaChoices, tvaRatesById, typeLabels } from '../reference';
import {
  type GridCriteria,
  type GridInput,
  gridCriteriaSchema,
  gridInputSchema,
  OCCUPANT_PRICE_MODES,
  PRICE_MODELS,
} from './grid-contract';
import { gridOverlapWarnings } from './grid-overlaps';
import { type GridChildren, loadChildren, recordVersion, storeChildren, versionNumbers } from './grid-store';
import { priceGrids } from './schema';
import type { OptionKind } from './types';

type GridRow = typeof priceGrids.$inferSelect;
type RowInput = Omit<GridInput, keyof GridChildren | 'minNights'> &
  Pick<GridRow, 'minNightsOperator' | 'minNightsValue'>;

/** A grid a booking was priced with: bookings register their check here. */
export const gridInUse = extensibleBlocker('DELETE_BLOCKED_IN_USE');

const modelLabel = (id: number) => PRICE_MODELS.find((m) => m.id === id)?.label;

const flat = tableEntity<GridRow, RowInput, GridCriteria>({
  base: 'price/grid',
  functionality: 'extra_pricing_price_grid_list',
  label: 'Grilles tarifaires',
  table: priceGrids,
  // The whole form is parsed by `gridInputSchema` below; the flat part only receives its row.
  input: z.custom<RowInput>(),
  criteria: gridCriteriaSchema,
  filter: (c, col) => [
    contains(col.label, c.label),
    equals(col.priceModel, c.priceModel),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['order', 'label', 'priceModel'],
  defaultSort: 'order',
  defaults: () => ({
    label: '',
    historyVersion: 1,
    priceModel: 1,
    optionPricing: 'stay',
    arrivalWeekdays: [],
    departureWeekdays: [],
    firstNightsCount: 0,
    specialWeekdays: [],
    weekDiscountsBp: [],
    minNightsOperator: null,
    minNightsValue: null,
    includedPersons: 2,
    minPersons: 1,
    maxPersons: 6,
    bookingFeeCents: 0,
    isActive: true,
    order: 0,
  }),
  choices: ({ db }) => ({
    availablePriceModel: [...PRICE_MODELS],
    availableOccupantPriceMode: [...OCCUPANT_PRICE_MODES],
    availablePlaceType: placeTypeChoices(db),
    availableAgeCategory: ageCategoryChoices(db),
    availableTva: tvaChoices(db),
    // Named here so a reader of grids needs no right on partners or extras (the simulator's choices).
    availablePartner: partnerChoices(db),
    availableExtra: [...extraLabels(db)].map(([id, label]) => ({ id, label })),
  }),
  blockers: [gridInUse],
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Modèle de prix', value: (r) => modelLabel(r.priceModel) },
    { header: 'Version', value: (r) => r.historyVersion },
    { header: 'Personnes incluses', value: (r) => r.includedPersons },
    { header: 'Personnes min.', value: (r) => r.minPersons },
    { header: 'Personnes max.', value: (r) => r.maxPersons },
    { header: 'Frais de dossier', value: (r) => r.bookingFeeCents, format: 'money' },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => `${r.label} (v${r.historyVersion})`,
  hasOrder: true,
  hasActive: true,
});

/** Every id the form names must exist: place types, age categories, partners, VAT, option items. */
function checkReferences({ db }: EntityContext, g: GridInput) {
  const prices = g.periods.flatMap((p) => p.prices);
  if (
    !placeTypesExist(
      db,
      prices.map((p) => p.placeTypeId),
    )
  )
    throw fieldError('periods', 'PLACE_REQUIRED');
  const categories = new Set(ageCategoryChoices(db).map((c) => c.id));
  if (prices.some((p) => p.occupants.some((o) => !categories.has(o.ageCategoryId))))
    throw fieldError('periods', 'NO_AGE_CATEGORY');
  if (!partnersExist(db, g.partnerIds)) throw fieldError('partnerIds', 'PARTNER_REQUIRED');
  const tva = tvaRatesById(db).byId;
  const items: Record<OptionKind, () => Map<number, string>> = {
    extra: () => extraLabels(db),
    animal: () => typeLabels(db, 'animal'),
    vehicle: () => typeLabels(db, 'vehicle'),
  };
  g.options.forEach((o, i) => {
    if (!tva.has(o.tvaId)) throw fieldError(`options.${i}.tvaId`, 'VAT_RATE_REQUIRED');
    if (!items[o.kind]().has(o.refId)) throw fieldError(`options.${i}.refId`, 'ITEM_REQUIRED');
  });
}

export const gridEntity = withChildren(flat, {
  input: gridInputSchema,
  check: checkReferences,
  split: ({ partnerIds, periods, options, minNights, ...row }) => ({
    row: { ...row, minNightsOperator: minNights?.operator ?? null, minNightsValue: minNights?.value ?? null },
    children: { partnerIds, periods, options, isNew: row.id === 0 },
  }),
  load: ({ db }, id) =>
    id === 0
      ? { partnerIds: [], periods: [], options: [], minNights: null, versions: [] }
      : { ...loadChildren(db, id), versions: versionNumbers(db, id), overlapWarnings: gridOverlapWarnings(db, id) },
  store: ({ db, clock }, id, { isNew, ...children }) => {
    storeChildren(db, id, children);
    recordVersion(db, id, isNew, clock.now().toISOString());
  },
});
