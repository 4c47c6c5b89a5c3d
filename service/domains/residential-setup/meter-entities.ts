// Meters of places and their readings. Every reading, typed on the list or through the form by
// place, passes the meter rules inside the save transaction.

import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { equals, startsWith } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import { placesExist } from '../place';
import {
  type MeterInput,
  type MeterReadingInput,
  meterCriteriaSchema,
  meterInputSchema,
  meterReadingCriteriaSchema,
  meterReadingInputSchema,
} from './contract';
import { activeMeters, activeMeterTypes, meterTypeExists, readingsOf } from './meter-store';
import { readingError } from './rules';
import { meterReadings, meters } from './schema';

type Meter = typeof meters.$inferSelect;
type MeterReading = typeof meterReadings.$inferSelect;

export const meterEntity = tableEntity<Meter, MeterInput, typeof meterCriteriaSchema._output>({
  base: 'meter/meter',
  functionality: 'camping_meter_reading_list',
  label: 'Compteurs',
  table: meters,
  input: meterInputSchema,
  criteria: meterCriteriaSchema,
  filter: (c, col) => [
    c.placeId ? eq(col.placeId, c.placeId) : undefined,
    c.meterTypeId ? eq(col.meterTypeId, c.meterTypeId) : undefined,
    startsWith(col.number, c.number),
    equals(col.isActive, c.isActive),
  ],
  sortable: ['placeId', 'number', 'meterTypeId'],
  defaultSort: 'placeId',
  defaults: () => ({ meterTypeId: 0, placeId: 0, number: '', isActive: true }),
  choices: ({ db }) => ({ availableMeterType: activeMeterTypes(db) }),
  check: ({ db }, input) => {
    if (!meterTypeExists(db, input.meterTypeId)) throw fieldError('meterTypeId', 'ITEM_REQUIRED');
    if (!placesExist(db, [input.placeId])) throw fieldError('placeId', 'PLACE_REQUIRED');
    const clash = db
      .select({ id: meters.id })
      .from(meters)
      .where(and(eq(meters.placeId, input.placeId), eq(meters.meterTypeId, input.meterTypeId)))
      .get();
    if (clash && clash.id !== input.id) throw fieldError('placeId', 'VALUE_ALREADY_ASSIGNED');
  },
  blockers: [
    {
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) => readingsOf(db, id).length > 0,
    },
  ],
  csv: [
    { header: 'Place', value: (r) => r.placeId },
    { header: 'Numéro', value: (r) => r.number },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.number,
  hasActive: true,
});

/** The meter rules against the meter's saved readings; throws the first broken one. */
export function assertReading(ctx: EntityContext, input: MeterReadingInput): void {
  if (!meterEntity.get(ctx, input.meterId)) throw fieldError('meterId', 'ITEM_REQUIRED');
  const error = readingError(input, readingsOf(ctx.db, input.meterId));
  if (error === 'METER_QUANTITY_REQUIRED') throw new AppError(error, { fields: { quantity: error } });
  if (error) throw new AppError(error);
}

export const meterReadingEntity = tableEntity<
  MeterReading,
  MeterReadingInput,
  typeof meterReadingCriteriaSchema._output
>({
  base: 'meter/reading',
  functionality: 'camping_meter_reading_list',
  label: 'Relevés de compteurs',
  table: meterReadings,
  input: meterReadingInputSchema,
  criteria: meterReadingCriteriaSchema,
  filter: (c, col) => [
    c.meterId ? eq(col.meterId, c.meterId) : undefined,
    c.placeId ? sql`${col.meterId} IN (SELECT id FROM meters WHERE place_id = ${c.placeId})` : undefined,
    c.meterTypeId ? sql`${col.meterId} IN (SELECT id FROM meters WHERE meter_type_id = ${c.meterTypeId})` : undefined,
    c.from ? gte(col.readingDate, c.from) : undefined,
    c.to ? lte(col.readingDate, c.to) : undefined,
  ],
  sortable: ['readingDate', 'meterId', 'quantity'],
  defaultSort: 'readingDate',
  defaults: (ctx) => ({ meterId: 0, readingDate: ctx.clock.today(), quantity: 0 }),
  choices: ({ db }) => ({ availableMeter: activeMeters(db), availableMeterType: activeMeterTypes(db) }),
  check: assertReading,
  csv: [
    { header: 'Compteur', value: (r) => r.meterId },
    { header: 'Date', value: (r) => r.readingDate, format: 'date' },
    { header: 'Index', value: (r) => r.quantity },
  ],
  labelOf: (r) => r.readingDate,
});
