// What crosses the wire about the technical events journal (the /jet screen).
import { z } from 'zod';

export const techEventSearchSchema = z.object({
  /** Inclusive days, `YYYY-MM-DD`, Paris time. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** A kind (`job.failed`) or a family (`job`). */
  kind: z.string().max(60).optional(),
  userId: z.number().int().positive().optional(),
  /** Found in the summary, the kind or the detail. */
  text: z.string().max(100).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type TechEventSearch = z.input<typeof techEventSearchSchema>;
export type TechEventSearchInput = z.output<typeof techEventSearchSchema>;

export interface TechEventDto {
  id: number;
  at: string;
  kind: string;
  summary: string;
  userId: number | null;
  userName: string | null;
  entity: string | null;
  entityId: number | null;
  detail: Record<string, unknown>;
}

export interface TechEventPage {
  items: TechEventDto[];
  total: number;
}
