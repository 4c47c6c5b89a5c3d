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
