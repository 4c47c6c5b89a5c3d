// What the plannings send over the wire. The planning of 1,000 places × 90 days carries thousands
// of stays, so its rows are labelled tuples rather than objects: a third of the bytes to parse.
import { z } from 'zod';
import { zOptionalIsoDay } from '../../../validation';
import type { PriceUpdateChoice } from '../contract';

/** Longest window one call answers: a year and a day (a leap year seen from the day before). */
export const PLANNING_MAX_DAYS = 366;

const zDays = () =>
  z
    .string({ error: 'REQUIRED_INTEGER' })
    .regex(/^\d{1,3}$/, { error: 'REQUIRED_INTEGER' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= PLANNING_MAX_DAYS, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((n) => n ?? null);

/** `?start=YYYY-MM-DD&days=N`; blank takes the planning settings' window around today. */
export const planningWindowSchema = z.object({ start: zOptionalIsoDay(), days: zDays() });
export type PlanningWindowQuery = z.infer<typeof planningWindowSchema>;

/** `?date=YYYY-MM-DD`; blank is today. */
export const planDateSchema = z.object({ date: zOptionalIsoDay() });

/** A row of the planning, in display order. familyId null: a type without a family. */
export type PlanningPlaceRow = [
  id: number,
  number: string,
  name: string | null,
  typeLabel: string,
  familyId: number | null,
  capacity: number,
];

export type PlanningFamily = [id: number, label: string, color: string | null];

/** Kind: 1 quote, 2 option, 3 reservation. balanceCents: what remains to pay (total less paid). flags: STAY_FLAGS bits. */
export type PlanningStayRow = [
  occupancyId: number,
  bookingId: number,
  placeId: number,
  startDate: string,
  endDate: string,
  kind: number,
  customerName: string,
  persons: number,
  balanceCents: number,
  partnerColor: string | null,
  flags: number,
];

/** expired: an option past its validity (« Échue »), still holding its place. */
export const STAY_FLAGS = { locked: 1, arrived: 2, resident: 4, gone: 8, expired: 16 } as const;

/** An unavailability: the place is out of use for the nights startDate .. endDate - 1. */
export type PlanningUnavailabilityRow = [placeId: number, startDate: string, endDate: string, reason: string];

export interface PlanningSettings {
  defaultDays: number;
  daysBeforeToday: number;
  colorBy: 'status' | 'partner';
  showCustomerName: boolean;
  showUnavailabilities: boolean;
}

/** GET booking/planning: the whole grid of one window in one answer. */
export interface PlanningPayload {
  start: string;
  days: number;
  today: string;
  settings: PlanningSettings;
  /** Families in display order, each once; places without a family come after them. */
  families: PlanningFamily[];
  places: PlanningPlaceRow[];
  stays: PlanningStayRow[];
  unavailabilities: PlanningUnavailabilityRow[];
  /**
   * "A date must lie within the activity period": the window's nights outside every activity
   * period, as runs [first night, day after the last]; no stay may be made or moved onto them.
   */
  closedNights: [startDate: string, endDate: string][];
  /** False: the site has no activity period at all, so every night is closed. */
  hasActivityPeriod: boolean;
}

/** A stock-managed extra and what its bookings use of it on each day of the window. */
export interface ExtraPlanningRow {
  id: number;
  label: string;
  color: string | null;
  stock: number;
  /** One count per day of the window, the first on `start`. */
  used: number[];
}

export interface ExtraPlanningPayload {
  start: string;
  days: number;
  today: string;
  extras: ExtraPlanningRow[];
}

/** Today's state of a place on the site map, most telling first when several apply. */
export const PLACE_STATES = ['unavailable', 'resident', 'arriving', 'leaving', 'occupied', 'free'] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

export interface PlanStay {
  occupancyId: number;
  bookingId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  persons: number;
  kind: number;
}

export interface PlanPlace {
  id: number;
  number: string;
  name: string | null;
  typeLabel: string;
  /** The place's layout (the area of the site it stands in): places of one area form its blocks. */
  layoutId: number | null;
  layoutLabel: string | null;
  planX: number | null;
  planY: number | null;
  state: PlaceState;
  /** The stays of the day on the place: the one leaving first, then the one there or arriving. */
  stays: PlanStay[];
}

/** The plan module's display settings. */
export interface PlanSettings {
  showPlaceNumbers: boolean;
  showCustomerName: boolean;
  defaultZoomPercent: number;
  refreshSeconds: number;
}

export interface PlanPayload {
  date: string;
  today: string;
  settings: PlanSettings;
  bounds: typeof PLAN_BOUNDS;
  places: PlanPlace[];
}

/**
 * The plan's drawing area in plan units (pixels at 100 % zoom): a place's top-left corner lies
 * inside it, and its marker (PLAN_MARKER) is drawn from there.
 */
export const PLAN_BOUNDS = { width: 2400, height: 1600 } as const;
export const PLAN_MARKER = { width: 34, height: 26 } as const;

const zPlanCoordinate = (max: number) =>
  z
    .number({ error: 'REQUIRED_INTEGER' })
    .int({ error: 'REQUIRED_INTEGER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .max(max, {
      error: 'INVALID_NUMBER',
    });

/** The body of POST booking/plan/position/:placeId: where the place now stands on the plan. */
export const planPositionSchema = z.object({
  planX: zPlanCoordinate(PLAN_BOUNDS.width - PLAN_MARKER.width),
  planY: zPlanCoordinate(PLAN_BOUNDS.height - PLAN_MARKER.height),
});
export type PlanPosition = z.infer<typeof planPositionSchema>;

/** The body of POST booking/occupancy/:id/move and move-preview (the booking core validates it). */
export interface MoveOccupancyBody {
  placeId: number;
  startDate: string;
  endDate: string;
  /** How the stay is re-priced; absent: the sheet's default. */
  priceUpdateChoice?: PriceUpdateChoice;
}
