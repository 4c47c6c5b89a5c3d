import { z } from 'zod';
import { zId, zIsoDay, zOptionalIsoDay, zRequiredText } from '../../validation';
import { isStartBeforeEnd } from './rules';

/** Label and days of a period; the end must come after the start (shown on the end date). */
export const periodInputSchema = z
  .object({ id: zId(), label: zRequiredText(80), startDate: zIsoDay(), endDate: zIsoDay() })
  .refine(isStartBeforeEnd, { path: ['endDate'], error: 'START_AFTER_END' });
export type PeriodInput = z.infer<typeof periodInputSchema>;

export const periodCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  /** Periods that contain this day. */
  day: zOptionalIsoDay(),
});
