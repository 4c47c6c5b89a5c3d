// What crosses the wire for residential fees, meter types, meters, readings and parcel types.
import { z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zCents, zId, zIsoDay, zOptionalIsoDay, zOptionalText, zRequiredText } from '../../validation';
import { isStartBeforeEnd } from '../admin-periods/rules';
import { isWholeMonths } from './rules';

/** Billing units. */
export const BILLING_UNITS = ['DAY', 'MONTH', 'YEAR', 'PACKAGE'] as const;
export const billingUnitChoices = [
  { id: 'DAY', label: 'Jour' },
  { id: 'MONTH', label: 'Mois' },
  { id: 'YEAR', label: 'Année' },
  { id: 'PACKAGE', label: 'Forfait' },
];

export const METER_UNITS = ['kWh', 'm³'] as const;
export const meterUnitChoices = METER_UNITS.map((u) => ({ id: u, label: u }));

/** A required reference id; `code` is the catalogue's "choose ..." message of the field. */
const zChosen = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const listFlags = {
  isActive: z.boolean().default(true),
  order: z.int().min(0).default(0),
};
const startBeforeEnd = { path: ['endDate'], error: 'START_AFTER_END' };

export const residentialFeesInputSchema = z.object({
  id: zId(),
  label: z
    .string({ error: 'LABEL_REQUIRED' })
    .trim()
    .min(1, { error: 'LABEL_REQUIRED' })
    .max(80, { error: 'TOO_LONG' }),
  billingUnit: z.enum(BILLING_UNITS, { error: 'BILLING_TYPE_REQUIRED' }),
  tvaId: zChosen('VAT_RATE_REQUIRED'),
  accountingCode: zOptionalText(20),
  ...listFlags,
});
export type ResidentialFeesInput = z.infer<typeof residentialFeesInputSchema>;

const periodShape = { id: zId(), startDate: zIsoDay(), endDate: zIsoDay() };

export const residentialFeesPricePeriodInputSchema = z
  .object({ ...periodShape, residentialFeesId: zChosen('ITEM_REQUIRED'), priceCents: zCents() })
  .refine(isStartBeforeEnd, startBeforeEnd);
export type ResidentialFeesPricePeriodInput = z.infer<typeof residentialFeesPricePeriodInputSchema>;

export const meterTypeInputSchema = z.object({
  id: zId(),
  label: zRequiredText(80),
  unit: z.enum(METER_UNITS, { error: 'REQUIRED' }),
  tvaId: zChosen('VAT_RATE_REQUIRED'),
  ...listFlags,
});
export type MeterTypeInput = z.infer<typeof meterTypeInputSchema>;

export const meterTarificationTypeInputSchema = z
  .object({
    ...periodShape,
    meterTypeId: zChosen('ITEM_REQUIRED'),
    unitPriceMillicents: z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }),
    subscriptionCents: zCents().default(0),
  })
  .refine(isStartBeforeEnd, startBeforeEnd);
export type MeterTarificationTypeInput = z.infer<typeof meterTarificationTypeInputSchema>;

export const meterInputSchema = z.object({
  id: zId(),
  meterTypeId: zChosen('ITEM_REQUIRED'),
  placeId: zChosen('PLACE_REQUIRED'),
  number: zRequiredText(40),
  isActive: z.boolean().default(true),
});
export type MeterInput = z.infer<typeof meterInputSchema>;

/** The creation screen: one meter of a type for each listed place that has none yet. */
export const metersForPlacesInputSchema = z.object({
  meterTypeId: zChosen('ITEM_REQUIRED'),
  placeIds: z.array(z.int().positive({ error: 'PLACES_REQUIRED' })).min(1, { error: 'PLACES_REQUIRED' }),
  /** The meter number is this prefix followed by the place id. */
  numberPrefix: zOptionalText(20),
});
export type MetersForPlacesInput = z.infer<typeof metersForPlacesInputSchema>;

/** Quantity required is a business code: a blank quantity reaches the rule as null. */
const zQuantity = () =>
  z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'QUANTITY_MUST_BE_POSITIVE' })
    .nullish()
    .transform((v) => v ?? null);

export const meterReadingInputSchema = z.object({
  id: zId(),
  meterId: zChosen('ITEM_REQUIRED'),
  readingDate: zIsoDay(),
  quantity: zQuantity(),
});
export type MeterReadingInput = z.infer<typeof meterReadingInputSchema>;

/** The reading form: the meter is found from the place and the meter type. */
export const placeReadingInputSchema = z.object({
  placeId: zChosen('PLACE_REQUIRED'),
  meterTypeId: zChosen('ITEM_REQUIRED'),
  readingDate: zIsoDay(),
  quantity: zQuantity(),
});
export type PlaceReadingInput = z.infer<typeof placeReadingInputSchema>;

export const meterReadingCriteriaSchema = z.object({
  meterId: z.int().min(0).nullish(),
  placeId: z.int().min(0).nullish(),
  meterTypeId: z.int().min(0).nullish(),
  from: zOptionalIsoDay(),
  to: zOptionalIsoDay(),
});

export const meterCriteriaSchema = z.object({
  placeId: z.int().min(0).nullish(),
  meterTypeId: z.int().min(0).nullish(),
  number: z.string().trim().max(40).optional(),
  isActive: z.boolean().optional(),
});

export const parcelTypeInputSchema = z.object({
  id: zId(),
  label: zRequiredText(80),
  surface: z
    .int({ error: 'INVALID_NUMBER' })
    .positive({ error: 'INVALID_AREAS' })
    .nullish()
    .transform((v) => v ?? null),
  ...listFlags,
});
export type ParcelTypeInput = z.infer<typeof parcelTypeInputSchema>;

export const parcelTypePricePeriodInputSchema = z
  .object({ ...periodShape, parcelTypeId: zChosen('ITEM_REQUIRED'), priceCents: zCents() })
  .refine(isStartBeforeEnd, startBeforeEnd)
  .refine(isWholeMonths, { path: ['endDate'], error: 'WHOLE_YEARS_OR_MONTHS' });
export type ParcelTypePricePeriodInput = z.infer<typeof parcelTypePricePeriodInputSchema>;

/** Children of a parent: its price periods, by parent id (0 = none). */
export const childCriteriaSchema = z.object({ parentId: z.int().min(0).optional() });

export const labelCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
