// What crosses the wire for regions, departments and towns. "Choose a town, country name, INSEE
// code": each missing one answers its own catalogue code on its field.
import { z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zId, zRequiredText } from '../../validation';

/** A required reference id; `code` is the catalogue's "choose ..." message of the field. */
const zChosen = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const zOptionalRef = () =>
  z
    .int({ error: 'VALIDATION' })
    .min(0, { error: 'VALIDATION' })
    .nullish()
    .transform((v) => v || null);
/** A required code, trimmed and upper-cased (INSEE codes are written 2A, 2B). */
const zCode = (code: ErrorCode, max: number) =>
  z.string({ error: code }).trim().toUpperCase().min(1, { error: code }).max(max, { error: 'TOO_LONG' });

export const regionInputSchema = z.object({
  id: zId(),
  countryId: zChosen('COUNTRY_NAME_REQUIRED'),
  code: zCode('REQUIRED', 10),
  name: zRequiredText(80),
  isActive: z.boolean().default(true),
});
export type RegionInput = z.infer<typeof regionInputSchema>;

export const departmentInputSchema = z.object({
  id: zId(),
  countryId: zChosen('COUNTRY_NAME_REQUIRED'),
  regionId: zOptionalRef(),
  code: zCode('INSEE_CODE_REQUIRED', 3),
  name: zRequiredText(80),
  isActive: z.boolean().default(true),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const townInputSchema = z.object({
  id: zId(),
  countryId: zChosen('COUNTRY_NAME_REQUIRED'),
  departmentId: zOptionalRef(),
  name: z.string({ error: 'TOWN_REQUIRED' }).trim().min(1, { error: 'TOWN_REQUIRED' }).max(80, { error: 'TOO_LONG' }),
  postalCode: z
    .string({ error: 'VALIDATION' })
    .trim()
    .max(10, { error: 'TOO_LONG' })
    .nullish()
    .transform((v) => v || null),
  inseeCode: zCode('INSEE_CODE_REQUIRED', 10),
  isActive: z.boolean().default(true),
});
export type TownInput = z.infer<typeof townInputSchema>;

/** Filters of the region and department lists; 0 or absent means every country or region. */
export const geographyCriteriaSchema = z.object({
  name: z.string().trim().max(100).optional(),
  code: z.string().trim().max(10).optional(),
  countryId: z.int().min(0).optional(),
  regionId: z.int().min(0).optional(),
  isActive: z.boolean().optional(),
});

/** Filters of the town list, whose country and department come from the URL (0 = all). */
export const townCriteriaSchema = z.object({
  name: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().max(10).optional(),
  countryId: z.int().min(0).optional(),
  departmentId: z.int().min(0).optional(),
  isActive: z.boolean().optional(),
});
