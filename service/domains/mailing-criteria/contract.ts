// A mailing criteria set on the wire. Every criterion but the label is optional: blank means "any".
import { z } from 'zod';
import { zId, zOptionalIsoDay, zRequiredText } from '../../validation';
import { isAgeRangeValid, isLastStayRangeValid } from './rules';

const zOptionalRef = () =>
  z
    .int({ error: 'VALIDATION' })
    .min(0, { error: 'VALIDATION' })
    .nullish()
    .transform((v) => v || null);
const zOptionalCount = (max: number) =>
  z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .max(max, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null);

export const mailingCriteriaInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    countryId: zOptionalRef(),
    departmentId: zOptionalRef(),
    languageId: zOptionalRef(),
    ageMin: zOptionalCount(130),
    ageMax: zOptionalCount(130),
    isNewsletterOnly: z.boolean().default(true),
    lastStayFrom: zOptionalIsoDay(),
    lastStayTo: zOptionalIsoDay(),
    minStays: zOptionalCount(10_000),
    placeTypeIds: z.array(z.int({ error: 'VALIDATION' }).positive({ error: 'VALIDATION' })).default([]),
    isActive: z.boolean().default(true),
  })
  .refine(isAgeRangeValid, { path: ['ageMax'], error: 'INVALID_NUMBER' })
  .refine(isLastStayRangeValid, { path: ['lastStayTo'], error: 'START_AFTER_END' });
export type MailingCriteriaInput = z.infer<typeof mailingCriteriaInputSchema>;

export const mailingCriteriaCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
