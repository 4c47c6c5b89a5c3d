import { z } from 'zod';
import { zId, zIsoDay, zOptionalIsoDay, zOptionalText, zRequiredText } from '../../validation';
import { isStartBeforeEnd } from './rules';

/** Label and days of a period; the end must come after the start (shown on the end date). */
export const periodInputSchema = z
  .object({ id: zId(), label: zRequiredText(80), startDate: zIsoDay(), endDate: zIsoDay() })
  .refine(isStartBeforeEnd, { path: ['endDate'], error: 'START_AFTER_END' });
export type PeriodInput = z.infer<typeof periodInputSchema>;

/**
 * A financial year: a period and the prefix of its invoice numbers (at most 8 characters; blank:
 * the sale preference's invoice prefix then the year, e.g. FA2026).
 */
export const financialYearInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    billPrefix: zOptionalText(8),
  })
  .refine(isStartBeforeEnd, { path: ['endDate'], error: 'START_AFTER_END' });
export type FinancialYearInput = z.infer<typeof financialYearInputSchema>;

export const periodCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  /** Periods that contain this day. */
  day: zOptionalIsoDay(),
});
