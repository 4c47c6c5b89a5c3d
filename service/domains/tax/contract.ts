// What crosses the wire for taxes and tax types. Every tax error is a field
// code here: label, type, target, calculation method, unit, price required; a night count, when given, positive.
import { z } from 'zod';
import { zId, zIsoDay, zOneOf, zOptionalText } from '../../validation';
import { isStartBeforeEnd } from './rules';

/** Who or what is taxed. */
export const TAX_TARGETS = [
  { id: 1, label: 'Par personne' },
  { id: 2, label: 'Par emplacement' },
  { id: 3, label: 'Par séjour' },
] as const;

export const TAX_CALCULATION_METHODS = [
  { id: 1, label: 'Par nuit' },
  { id: 2, label: 'Forfait par séjour' },
  { id: 3, label: 'Pourcentage du prix de la nuitée par personne' },
] as const;

/** Unit of a tax's prices: euro (cents) or percent (basis points). */
export const TAX_UNITS = [
  { id: 1, label: 'Euro' },
  { id: 2, label: 'Pourcentage' },
] as const;

export const taxPricePeriodSchema = z
  .object({
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    /** Cents for a tax in euro, basis points for a tax in percent. */
    price: z.int({ error: 'TAX_PRICE_REQUIRED' }).min(0, { error: 'INVALID_NUMBER' }),
  })
  .refine(isStartBeforeEnd, { path: ['endDate'], error: 'START_AFTER_END' });
export type TaxPricePeriodInput = z.infer<typeof taxPricePeriodSchema>;

export const taxInputSchema = z.object({
  id: zId(),
  label: z
    .string({ error: 'TAX_LABEL_REQUIRED' })
    .trim()
    .min(1, { error: 'TAX_LABEL_REQUIRED' })
    .max(80, { error: 'TOO_LONG' }),
  taxTypeId: z.int({ error: 'TAX_TYPE_REQUIRED' }).positive({ error: 'TAX_TYPE_REQUIRED' }),
  target: zOneOf(TAX_TARGETS, 'TAX_TARGET_REQUIRED'),
  calculationMethod: zOneOf(TAX_CALCULATION_METHODS, 'TAX_CALCULATION_METHOD_REQUIRED'),
  unit: zOneOf(TAX_UNITS, 'TAX_UNIT_REQUIRED'),
  /** Most nights taxed in one stay; empty (null): « sans limite », every night is taxed. */
  nightCount: z
    .int({ error: 'TAX_NIGHT_COUNT_REQUIRED' })
    .positive({ error: 'TAX_NIGHT_COUNT_REQUIRED' })
    .nullish()
    .transform((v) => v ?? null),
  /** The departmental additional tax (CGCT L3333-1), in basis points of this tax: 1000 for 10 %. */
  additionalRateBp: z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .max(10_000, { error: 'INVALID_NUMBER' })
    .default(0),
  accountingCode: zOptionalText(20),
  pricePeriods: z
    .array(taxPricePeriodSchema, { error: 'TAX_PRICE_REQUIRED' })
    .min(1, { error: 'TAX_PRICE_REQUIRED' })
    .max(200, { error: 'TOO_LONG' }),
  /** Age categories the tax does not apply to. */
  ageCategoryIds: z.array(z.int().positive(), { error: 'INVALID_TYPE' }).max(50).default([]),
  isActive: z.boolean().default(true),
  order: z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).default(0),
});
export type TaxInput = z.infer<typeof taxInputSchema>;

export const taxCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  taxTypeId: z.int().positive().optional(),
  isActive: z.boolean().optional(),
});
