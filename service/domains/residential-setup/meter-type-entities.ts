// Meter types (electricity in kWh, water in m³) at a VAT rate, and their tarification by period.
import { eq } from 'drizzle-orm';
import { contains, equals } from '../../http/entity/filters';
import { tableEntity } from '../../http/entity/table-entity';
import {
  labelCriteriaSchema,
  type MeterTarificationTypeInput,
  type MeterTypeInput,
  meterTarificationTypeInputSchema,
  meterTypeInputSchema,
  meterUnitChoices,
} from './contract';
import { childPeriodEntity } from './period-entity';
import { meters, meterTarificationTypes, meterTypes } from './schema';
import { assertVatExists, defaultVatId, vatChoices } from './vat-choice';

type MeterType = typeof meterTypes.$inferSelect;
type MeterTarificationType = typeof meterTarificationTypes.$inferSelect;

export const meterTypeEntity = tableEntity<MeterType, MeterTypeInput, typeof labelCriteriaSchema._output>({
  base: 'meter/meter-type',
  functionality: 'camping_meter_type_list',
  label: 'Types de compteur',
  table: meterTypes,
  input: meterTypeInputSchema,
  criteria: labelCriteriaSchema,
  filter: (c, col) => [contains(col.label, c.label), equals(col.isActive, c.isActive)],
  sortable: ['order', 'label', 'unit'],
  defaultSort: 'order',
  defaults: (ctx) => ({ label: '', unit: 'kWh', tvaId: defaultVatId(ctx), isActive: true, order: 0 }),
  choices: (ctx) => ({ availableUnit: meterUnitChoices, availableTva: vatChoices(ctx) }),
  check: (ctx, input) => assertVatExists(ctx, input.tvaId),
  blockers: [
    {
      // A type with meters is deactivated, not deleted: their readings keep their unit.
      code: 'DELETE_BLOCKED_IN_USE',
      isBlocked: ({ db }, id) =>
        db.select({ id: meters.id }).from(meters).where(eq(meters.meterTypeId, id)).get() !== undefined,
    },
  ],
  csv: [
    { header: 'Libellé', value: (r) => r.label },
    { header: 'Unité', value: (r) => r.unit },
    { header: 'Actif', value: (r) => r.isActive, format: 'bool' },
  ],
  labelOf: (r) => r.label,
  hasOrder: true,
  hasActive: true,
});

export const meterTarificationTypeEntity = childPeriodEntity<
  MeterTarificationType,
  MeterTarificationTypeInput,
  'meterTypeId'
>({
  base: 'meter/tarification-type',
  functionality: 'camping_meter_type_list',
  label: 'Tarifications de compteur',
  table: meterTarificationTypes,
  parentTable: meterTypes,
  parentKey: 'meterTypeId',
  input: meterTarificationTypeInputSchema,
  defaults: { unitPriceMillicents: 0, subscriptionCents: 0 },
  csv: [
    { header: 'Prix unitaire (millièmes de centime)', value: (r) => r.unitPriceMillicents },
    { header: 'Abonnement', value: (r) => r.subscriptionCents, format: 'money' },
  ],
});
