// What crosses the wire for extras, extra types and age categories (the UI validates with these too).
import { z } from 'zod';
import { zCents, zColor, zId, zOptionalText, zRequiredText } from '../../validation';
import { isAgeRangeValid } from './rules';

/** Price per stay, per night or per week. */
export const EXTRA_PRICING_MODES = ['stay', 'night', 'week'] as const;

const optionalRef = () =>
  z
    .int({ error: 'VALIDATION' })
    .positive({ error: 'VALIDATION' })
    .nullish()
    .transform((v) => v ?? null);
/** A VAT rate must be chosen. */
const tvaRef = () => z.int({ error: 'VAT_RATE_REQUIRED' }).positive({ error: 'VAT_RATE_REQUIRED' });
const listFlags = {
  isActive: z.boolean().default(true),
  order: z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'INVALID_NUMBER' }).default(0),
};

export const extraInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    extraTypeId: optionalRef(),
    tvaId: tvaRef(),
    priceCents: zCents(),
    color: zColor(),
    maxQuantity: z
      .int({ error: 'INVALID_NUMBER' })
      .positive({ error: 'QUANTITY_MUST_BE_POSITIVE' })
      .nullish()
      .transform((v) => v ?? null),
    isStockManaged: z.boolean().default(false),
    stockQuantity: z
      .int({ error: 'INVALID_NUMBER' })
      .min(0, { error: 'INVALID_NUMBER' })
      .nullish()
      .transform((v) => v ?? null),
    accountingCode: zOptionalText(20),
    pricingMode: z.enum(EXTRA_PRICING_MODES, { error: 'REQUIRED' }).default('stay'),
    /** Place types the extra is offered with (equipment): a link list, saved with the extra. */
    placeTypeIds: z
      .array(z.int({ error: 'VALIDATION' }).positive({ error: 'VALIDATION' }))
      .max(500, { error: 'TOO_LONG' })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    ...listFlags,
  })
  // A stock must be entered for a stock-managed extra.
  .refine((e) => !e.isStockManaged || e.stockQuantity !== null, { path: ['stockQuantity'], error: 'STOCK_REQUIRED' });
export type ExtraInput = z.infer<typeof extraInputSchema>;

export const extraCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  extraTypeId: z.int().positive().optional(),
  isActive: z.boolean().optional(),
});

export const AGE_MAX = 120;
const age = () =>
  z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'INVALID_NUMBER' }).max(AGE_MAX, { error: 'INVALID_NUMBER' });

export const ageCategoryInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(50),
    ageFrom: age(),
    ageTo: age()
      .nullish()
      .transform((v) => v ?? null),
    tvaId: tvaRef(),
    isDefaultForAttendant: z.boolean().default(false),
    isTouristTaxExempt: z.boolean().default(false),
    ...listFlags,
  })
  .refine(isAgeRangeValid, { path: ['ageTo'], error: 'AGE_TO_BELOW_AGE_FROM' });
export type AgeCategoryInput = z.infer<typeof ageCategoryInputSchema>;
