// What crosses the wire for a price grid: the grid's fields, its periods each with its prices per
// place type (the matrix), and its options. The shape follows the engine's `PriceGrid`, so the
// engine's `gridErrors` answers by the form's own field paths ('periods.1.startDate').
import { type RefinementCtx, z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zCents, zId, zIsoDay, zRequiredText } from '../../validation';
import { type FieldErrors, gridErrors } from './rules';
import type {
  MinNightsOperator,
  OccupantPriceMode,
  OptionKind,
  PriceGrid,
  PriceModel,
  Pricing,
  Weekday,
} from './types';

export const PRICINGS = ['stay', 'week', 'night'] as const satisfies readonly Pricing[];
export const OPTION_KINDS = ['extra', 'animal', 'vehicle'] as const satisfies readonly OptionKind[];
export const MIN_NIGHTS_OPERATORS = [
  'atLeast',
  'exactly',
  'multipleOf',
] as const satisfies readonly MinNightsOperator[];

const RATE_MAX = 10_000;
const count = (code: ErrorCode = 'INVALID_NUMBER') => z.int({ error: code }).min(0, { error: code });
const optionalCents = () =>
  zCents()
    .nullish()
    .transform((v) => v ?? null);
const chosen = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const weekdays = z
  .array(z.int({ error: 'INVALID_NUMBER' }).min(1, { error: 'INVALID_NUMBER' }).max(7, { error: 'INVALID_NUMBER' }))
  .max(7, { error: 'TOO_LONG' })
  .default([])
  .transform((days) => [...new Set(days)].sort() as Weekday[]); // 1..7 checked above

export const PRICE_MODELS = [
  { id: 1, label: 'Nuit' },
  { id: 2, label: 'Semaine' },
  { id: 3, label: 'Court séjour et week-end' },
  { id: 4, label: 'Durée spéciale' },
  { id: 5, label: 'Nuit couple' },
  { id: 6, label: 'Semaine couple' },
  { id: 7, label: 'Variante régionale (nuit ou semaine)' },
  { id: 8, label: 'Forfait séjour' },
  { id: 9, label: 'À la personne' },
] as const;

export const OCCUPANT_PRICE_MODES = [
  { id: 1, label: 'Par nuit et par occupant' },
  { id: 2, label: 'Par nuit et par occupant, par tranches de nuits' },
  { id: 3, label: 'Par séjour et par occupant' },
  { id: 4, label: 'Par nuit et par groupe' },
  { id: 5, label: 'Par séjour et par groupe' },
] as const;

const occupantPriceSchema = z
  .object({
    ageCategoryId: chosen('REQUIRED'),
    mode: z
      .int({ error: 'REQUIRED' })
      .min(1, { error: 'REQUIRED' })
      .max(5, { error: 'REQUIRED' })
      .transform((m) => m as OccupantPriceMode), // 1..5 checked above
    cents: zCents(),
    /** Mode 2: the first to the sixth night; a slice left blank costs the category's price. */
    slices: z.array(zCents().nullable()).max(6, { error: 'TOO_LONG' }).nullish(),
  })
  .transform(({ slices, ...price }) => ({
    ...price,
    slices: slices?.length ? slices.map((cents) => cents ?? price.cents) : undefined,
  }));

const priceSchema = z.object({
  placeTypeId: chosen('PLACE_REQUIRED'),
  nightCents: optionalCents(),
  firstNightsCents: optionalCents(),
  specialNightsCents: optionalCents(),
  weekendCents: optionalCents(),
  weekCents: optionalCents(),
  extraNightCents: optionalCents(),
  packageCents: optionalCents(),
  occupants: z.array(occupantPriceSchema).max(30, { error: 'TOO_LONG' }).default([]),
});

const periodSchema = z.object({
  label: zRequiredText(80),
  startDate: zIsoDay(),
  endDate: zIsoDay(),
  duration: count('NEGATIVE_DURATION')
    .nullish()
    .transform((v) => v ?? null),
  /** The matrix row: this period's prices per place type. */
  prices: z.array(priceSchema).max(200, { error: 'TOO_LONG' }).default([]),
});

const optionSchema = z.object({
  kind: z.enum(OPTION_KINDS, { error: 'ITEM_REQUIRED' }),
  refId: chosen('ITEM_REQUIRED'),
  tvaId: chosen('VAT_RATE_REQUIRED'),
  cents: z.int({ error: 'PRICE_REQUIRED' }),
  pricing: z
    .enum(PRICINGS, { error: 'VALIDATION' })
    .nullish()
    .transform((v) => v ?? null),
  isIncluded: z.boolean().default(false),
  /** The place types it is included for; none: every type the grid prices (kept only when included). */
  includedPlaceTypeIds: z.array(chosen('PLACE_REQUIRED')).max(200, { error: 'TOO_LONG' }).default([]),
  isMandatory: z.boolean().default(false),
  maxQuantity: z
    .int({ error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null),
  /** Date splits: the price in a period (its position in `periods`) when it differs. */
  periodCents: z
    .array(z.object({ period: count(), cents: zCents() }))
    .max(200, { error: 'TOO_LONG' })
    .default([]),
});

const gridFields = z.object({
  id: zId(),
  label: zRequiredText(80),
  priceModel: z
    .int({ error: 'REQUIRED' })
    .refine((m) => PRICE_MODELS.some((p) => p.id === m), { error: 'REQUIRED' })
    .transform((m) => m as PriceModel), // one of PRICE_MODELS, checked above
  optionPricing: z.enum(PRICINGS, { error: 'REQUIRED' }).default('stay'),
  arrivalWeekdays: weekdays,
  departureWeekdays: weekdays,
  firstNightsCount: count().default(0),
  specialWeekdays: weekdays,
  // Weeks 1 to 4; a week left blank in the form arrives as null (JSON of a sparse array): no discount.
  weekDiscountsBp: z
    .array(z.preprocess((v) => v ?? 0, count().max(RATE_MAX, { error: 'INVALID_NUMBER' })))
    .max(4, { error: 'TOO_LONG' })
    .default([]),
  minNights: z
    .object({
      operator: z.enum(MIN_NIGHTS_OPERATORS, { error: 'REQUIRED' }),
      value: z.int({ error: 'INVALID_NUMBER' }),
    })
    .nullish()
    .transform((v) => v ?? null),
  includedPersons: count().default(0),
  minPersons: count(),
  maxPersons: count(),
  bookingFeeCents: zCents().default(0),
  isActive: z.boolean().default(true),
  order: count().default(0),
  partnerIds: z.array(chosen('PARTNER_REQUIRED')).max(200, { error: 'TOO_LONG' }).default([]),
  periods: z.array(periodSchema).max(100, { error: 'TOO_LONG' }).default([]),
  options: z.array(optionSchema).max(200, { error: 'TOO_LONG' }).default([]),
});
type GridFields = z.infer<typeof gridFields>;

/** The engine's grid of a form, to check it (period ids: positions; labels and VAT: the store's). */
function engineGridOf(input: GridFields): PriceGrid {
  const periodId = (i: number) => i;
  return {
    ...input,
    historyVersion: 0,
    periods: input.periods.map((p, i) => ({
      id: periodId(i),
      label: p.label,
      startDate: p.startDate,
      endDate: p.endDate,
      duration: p.duration,
    })),
    prices: input.periods.flatMap((p, i) => p.prices.map((price) => ({ ...price, periodId: periodId(i) }))),
    options: input.options.map((o) => ({
      ...o,
      label: '',
      vatBp: 0,
      periodCents: o.periodCents.map((c) => ({ periodId: periodId(c.period), cents: c.cents })),
    })),
  };
}

function report(ctx: RefinementCtx, errors: FieldErrors) {
  for (const [path, code] of Object.entries(errors)) {
    ctx.addIssue({
      code: 'custom',
      message: code,
      path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
}

/** Twice the same key in one list: the second one's field. */
function duplicates<T>(list: readonly T[], key: (item: T) => string, path: (i: number) => string): FieldErrors {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  list.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) errors[path(i)] = 'VALUE_ALREADY_ASSIGNED';
    seen.add(k);
  });
  return errors;
}

/** What the form refuses beyond each field: the engine's grid rules, and one cell per key. */
export function gridFormErrors(g: GridFields): FieldErrors {
  const errors: FieldErrors = { ...gridErrors(engineGridOf(g)) };
  g.periods.forEach((p, i) => {
    Object.assign(
      errors,
      duplicates(
        p.prices,
        (c) => String(c.placeTypeId),
        (j) => `periods.${i}.prices.${j}.placeTypeId`,
      ),
    );
    p.prices.forEach((c, j) => {
      const at = (k: number) => `periods.${i}.prices.${j}.occupants.${k}.ageCategoryId`;
      Object.assign(
        errors,
        duplicates(c.occupants, (o) => String(o.ageCategoryId), at),
      );
    });
  });
  Object.assign(
    errors,
    duplicates(
      g.options,
      (o) => `${o.kind}:${o.refId}`,
      (i) => `options.${i}.refId`,
    ),
  );
  g.options.forEach((o, i) => {
    o.periodCents.forEach((c, k) => {
      if (c.period >= g.periods.length) errors[`options.${i}.periodCents.${k}.period`] = 'PERIOD_REQUIRED';
    });
  });
  return errors;
}

export const gridInputSchema = gridFields.superRefine((g, ctx) => report(ctx, gridFormErrors(g)));
export type GridInput = z.infer<typeof gridInputSchema>;

export const gridCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  priceModel: z.int().min(1).max(9).optional(),
  isActive: z.boolean().optional(),
});
export type GridCriteria = z.infer<typeof gridCriteriaSchema>;
