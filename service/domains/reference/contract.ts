import { z } from 'zod';

const text = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'TOO_LONG')
    .nullish()
    .transform((v) => v || null);
const ref = () =>
  z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null);
const flags = {
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
  order: z.number().int().min(0).default(0),
};

export const civilityInputSchema = z.object({ id: z.number().int().min(0), code: text(10), label: text(50), ...flags });
export type CivilityInput = z.infer<typeof civilityInputSchema>;

export const languageInputSchema = z.object({
  id: z.number().int().min(0),
  code: z
    .string({ error: 'REQUIRED' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'INVALID_TYPE'),
  name: text(50),
  ...flags,
});
export type LanguageInput = z.infer<typeof languageInputSchema>;

export const countryInputSchema = z.object({
  id: z.number().int().min(0),
  isoCode: z
    .string({ error: 'REQUIRED' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'INVALID_TYPE'),
  name: text(80),
  nationality: optionalText(80),
  languageId: ref(),
  isEu: z.boolean().default(false),
  ...flags,
});
export type CountryInput = z.infer<typeof countryInputSchema>;

export const labelCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
export const nameCriteriaSchema = z.object({
  name: z.string().trim().max(100).optional(),
  code: z.string().trim().max(10).optional(),
  isActive: z.boolean().optional(),
});

export const TVA_RATE_MAX = 10_000;

export const tvaInputSchema = z.object({
  id: z.number().int().min(0),
  label: text(50),
  /** Basis points: 2000 = 20 %. */
  rate: z
    .number({ error: 'INVALID_NUMBER' })
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .max(TVA_RATE_MAX, { error: 'INVALID_NUMBER' }),
  accountingCode: optionalText(20),
  ...flags,
});
export type TvaInput = z.infer<typeof tvaInputSchema>;

export const ANIMAL_CATEGORIES = [1, 2, 3] as const;

/** The extra that prices an animal or vehicle type when the grid has no option for it; none: null. */
const pricingExtraId = () =>
  z
    .int({ error: 'VALIDATION' })
    .positive({ error: 'VALIDATION' })
    .nullish()
    .transform((v) => v ?? null);

export const animalTypeInputSchema = z.object({
  id: z.number().int().min(0),
  label: text(50),
  // Animal category is 1, 2 or 3.
  category: z
    .number({ error: 'INVALID_ANIMAL_CATEGORY' })
    .refine((n) => (ANIMAL_CATEGORIES as readonly number[]).includes(n), { error: 'INVALID_ANIMAL_CATEGORY' }),
  extraId: pricingExtraId(),
  isActive: flags.isActive,
  order: flags.order,
});
export type AnimalTypeInput = z.infer<typeof animalTypeInputSchema>;

export const labelListInputSchema = z.object({
  id: z.number().int().min(0),
  label: text(50),
  isActive: flags.isActive,
  order: flags.order,
});
export type LabelListInput = z.infer<typeof labelListInputSchema>;

export const vehicleTypeInputSchema = labelListInputSchema.extend({ extraId: pricingExtraId() });
export type VehicleTypeInput = z.infer<typeof vehicleTypeInputSchema>;
