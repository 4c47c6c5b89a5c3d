// Unavailabilities: a place out of use for the nights from the start date to the night before
// the end date (the place is free again on the end date, like a stay's departure day), with a
// reason. Two unavailabilities of the same place must not share a night.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { naturalOrder } from '../../db/natural-order';
import { AppError, fieldError } from '../../errors/app-error';
import { equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  type UnavailabilityCriteria,
  type UnavailabilityInput,
  unavailabilityCriteriaSchema,
  unavailabilityInputSchema,
} from './contract';
import { withListFields } from './decorate';
import { clashingUnavailability } from './rules';
import { places, unavailabilities } from './schema';
import * as store from './store';

type Unavailability = typeof unavailabilities.$inferSelect;

const placeLabel = (p: { number: string; name: string | null }) => (p.name ? `${p.number} — ${p.name}` : p.number);

const unavailabilityTable = tableEntity<Unavailability, UnavailabilityInput, UnavailabilityCriteria>({
  base: 'place/unavailability',
  functionality: 'camping_unavailability_list',
  label: 'Indisponibilités',
  table: unavailabilities,
  input: unavailabilityInputSchema,
  criteria: unavailabilityCriteriaSchema,
  filter: (c, col) => [
    equals(col.placeId, c.placeId),
    c.day ? and(lte(col.startDate, c.day), gt(col.endDate, c.day)) : undefined,
  ],
  sortable: ['startDate', 'endDate', 'placeId'],
  defaultSort: 'startDate',
  defaults: () => ({ placeId: 0, startDate: '', endDate: '', reason: '' }),
  choices: ({ db }) => ({
    availablePlace: db
      .select()
      .from(places)
      .where(eq(places.isActive, true))
      .orderBy(asc(places.order), naturalOrder(places.number))
      .all()
      .map((p) => ({ id: p.id, label: placeLabel(p) })),
  }),
  check: ({ db }, input) => {
    if (!db.select().from(places).where(eq(places.id, input.placeId)).get()) {
      throw fieldError('placeId', 'PLACE_REQUIRED');
    }
    // Periods must not overlap: the place is already unavailable on one of these nights.
    const meeting = store.unavailabilitiesMeeting(db, input.placeId, input);
    if (clashingUnavailability(input, meeting)) throw new AppError('PLACE_ALREADY_UNAVAILABLE');
  },
  csv: [
    // The export reads the search's rows, which carry the place's label.
    { header: 'Emplacement', value: (r) => ('placeLabel' in r ? String(r.placeLabel) : r.placeId) },
    { header: 'Début', value: (r) => r.startDate, format: 'date' },
    { header: 'Fin', value: (r) => r.endDate, format: 'date' },
    { header: 'Motif', value: (r) => r.reason },
  ],
  labelOf: (r) => `${r.startDate} — ${r.endDate}`,
});

export const unavailabilityEntity = withListFields(unavailabilityTable, ({ db }, rows) => {
  const labels = new Map(
    db
      .select()
      .from(places)
      .all()
      .map((p) => [p.id, placeLabel(p)]),
  );
  return rows.map((r) => ({ ...r, placeLabel: labels.get(r.placeId) ?? '' }));
});
