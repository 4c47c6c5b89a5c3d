// What crosses the wire for the housekeeping screens (/booking-departure-cleanning and
// /cleanning-planning): the searches, the commands and the answers. The UI imports these.
import { z } from 'zod';
import { zIsoDay, zOptionalIsoDay, zOptionalText } from '../../../validation';
import type { CleaningKind, CleaningState } from './rules';

export { type CleaningKind, type CleaningState, canReopen, nextStates } from './rules';

/** Task kinds: cleaning, control, inter (the quick turnover between two stays). */
export const CLEANING_KINDS = ['CLEANING', 'CONTROL', 'INTER'] as const;
/** Task states: to do, taken, in progress, done. */
export const CLEANING_STATES = ['TODO', 'TAKEN', 'IN_PROGRESS', 'DONE'] as const;

/** The planning shows at most two months at once: one indexed range read. */
export const MAX_PLANNING_DAYS = 62;

const optionalUserId = () =>
  z
    .int({ error: 'ITEM_REQUIRED' })
    .positive({ error: 'ITEM_REQUIRED' })
    .nullish()
    .transform((v) => v ?? null);

export const cleaningSearchSchema = z.object({
  /** Blank: the business day (the screens open on today without knowing it). */
  from: zOptionalIsoDay(),
  /** Blank: the one day `from`. */
  to: zOptionalIsoDay(),
  state: z
    .enum(CLEANING_STATES, { error: 'STATUS_REQUIRED' })
    .nullish()
    .transform((v) => v ?? null),
  kind: z
    .enum(CLEANING_KINDS, { error: 'INVALID_TYPE' })
    .nullish()
    .transform((v) => v ?? null),
  /** A housekeeper's id; 0 asks for the tasks nobody is assigned to. */
  assigneeId: z
    .int({ error: 'ITEM_REQUIRED' })
    .min(0, { error: 'ITEM_REQUIRED' })
    .nullish()
    .transform((v) => v ?? null),
});
export type CleaningSearch = z.infer<typeof cleaningSearchSchema>;

export const cleaningDaySchema = z.object({ day: zIsoDay() });
/** The departures screen's day; blank is the business day. */
export const cleaningOptionalDaySchema = z.object({ day: zOptionalIsoDay() });

/** The departures screen's edit of a task: whom it is for and, when a person decides, its kind. */
export const cleaningTaskEditSchema = z.object({
  assigneeId: optionalUserId(),
  kind: z.enum(CLEANING_KINDS, { error: 'INVALID_TYPE' }),
});
export type CleaningTaskEdit = z.infer<typeof cleaningTaskEditSchema>;

export const cleaningStateSchema = z.object({ state: z.enum(CLEANING_STATES, { error: 'STATUS_REQUIRED' }) });
export const cleaningNoteSchema = z.object({ note: zOptionalText(500) });

export interface Housekeeper {
  id: number;
  name: string;
}

export interface CleaningTaskDto {
  id: number;
  day: string;
  kind: CleaningKind;
  isKindForced: boolean;
  state: CleaningState;
  placeId: number;
  placeNumber: string;
  placeName: string | null;
  placeTypeLabel: string;
  occupancyId: number | null;
  /** The customer who left, when the task comes from a departure. */
  customerName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  note: string | null;
  takenAt: string | null;
  takenByName: string | null;
  startedAt: string | null;
  doneAt: string | null;
  doneByName: string | null;
}

/** A stay leaving on the day, with the task it gave (null until generated). */
export interface DepartureDto {
  occupancyId: number;
  bookingId: number;
  bookingCode: string | null;
  customerName: string;
  placeId: number;
  placeNumber: string;
  placeTypeLabel: string;
  startDate: string;
  endDate: string;
  isGone: boolean;
  /** Another stay arrives on the same place that day: the task is an inter. */
  hasArrivalSameDay: boolean;
  task: CleaningTaskDto | null;
}

export interface DeparturesAnswer {
  day: string;
  departures: DepartureDto[];
  housekeepers: Housekeeper[];
}

export interface CleaningPlanningAnswer {
  from: string;
  to: string;
  items: CleaningTaskDto[];
  housekeepers: Housekeeper[];
}

export interface GenerateAnswer {
  status: 'SAVED';
  created: number;
  updated: number;
  removed: number;
}
