// The planning grid's geometry, pure: rows (family headers and places), day columns, the bars
// of stays and unavailabilities, which rows and columns a scroll position shows, and the dates a
// drag names. The component only draws what this answers, so 1,000 places × 90 days stays light.
import dayjs from 'dayjs';
import { BOOKING_KIND, type MovePreview, type PriceUpdateChoice } from '../../../../service/domains/booking/contract';
import type {
  PlanningPayload,
  PlanningStayRow,
  PlanningUnavailabilityRow,
} from '../../../../service/domains/booking/planning/contract';
import { STAY_FLAGS } from '../../../../service/domains/booking/planning/contract';

export const ROW_HEIGHT = 24;
export const LABEL_WIDTH = 190;
export const HEADER_HEIGHT = 42;
export const MIN_DAY_WIDTH = 26;
/** Rows and columns drawn beyond the visible ones, so a fast scroll shows no blank edge. */
export const OVERSCAN = 6;

export type GridRow =
  | { kind: 'family'; key: string; label: string; color: string | null; top: number }
  | {
      kind: 'place';
      key: string;
      placeId: number;
      number: string;
      name: string | null;
      typeLabel: string;
      capacity: number;
      color: string | null;
      top: number;
    };

export interface DayColumn {
  index: number;
  day: string;
  dayOfMonth: number;
  weekday: string;
  isWeekend: boolean;
  isToday: boolean;
  /** The month's name on its first day, and on the window's first day. */
  monthLabel: string | null;
  month: string;
}

export interface Bar {
  key: string;
  left: number;
  width: number;
  /** Clipped by the window's start or end: the bar has no rounded edge there. */
  isCutLeft: boolean;
  isCutRight: boolean;
}

export interface StayBar extends Bar {
  stay: Stay;
}

export interface Stay {
  occupancyId: number;
  bookingId: number;
  placeId: number;
  startDate: string;
  endDate: string;
  kind: number;
  customerName: string;
  persons: number;
  balanceCents: number;
  partnerColor: string | null;
  isLocked: boolean;
  isArrived: boolean;
  isResident: boolean;
  /** An option past its validity (« Échue »), still holding its place. */
  isExpired: boolean;
}

export function stayOf(row: PlanningStayRow): Stay {
  const [
    occupancyId,
    bookingId,
    placeId,
    startDate,
    endDate,
    kind,
    customerName,
    persons,
    balanceCents,
    partnerColor,
    flags,
  ] = row;
  return {
    occupancyId,
    bookingId,
    placeId,
    startDate,
    endDate,
    kind,
    customerName,
    persons,
    balanceCents,
    partnerColor,
    isLocked: (flags & STAY_FLAGS.locked) !== 0,
    isArrived: (flags & STAY_FLAGS.arrived) !== 0,
    isResident: (flags & STAY_FLAGS.resident) !== 0,
    isExpired: (flags & STAY_FLAGS.expired) !== 0,
  };
}

/** Family header rows, each followed by its places; places without a family under "Autres". */
export function gridRows(payload: Pick<PlanningPayload, 'families' | 'places'>): GridRow[] {
  const families = new Map(payload.families.map(([id, label, color]) => [id, { label, color }]));
  const rows: GridRow[] = [];
  let lastFamily: number | null | undefined;
  for (const [placeId, number, name, typeLabel, familyId, capacity] of payload.places) {
    const family = familyId === null ? undefined : families.get(familyId);
    if (familyId !== lastFamily) {
      const label = family?.label ?? 'Autres';
      rows.push({
        kind: 'family',
        key: `f${familyId}`,
        label,
        color: family?.color ?? null,
        top: rows.length * ROW_HEIGHT,
      });
      lastFamily = familyId;
    }
    const color = family?.color ?? null;
    rows.push({
      kind: 'place',
      key: `p${placeId}`,
      placeId,
      number,
      name,
      typeLabel,
      capacity,
      color,
      top: rows.length * ROW_HEIGHT,
    });
  }
  return rows;
}

export function dayColumns(start: string, days: number, today: string): DayColumn[] {
  const first = dayjs(start);
  return Array.from({ length: days }, (_, index) => {
    const date = first.add(index, 'day');
    const day = date.format('YYYY-MM-DD');
    return {
      index,
      day,
      dayOfMonth: date.date(),
      weekday: date.format('dd'),
      isWeekend: date.day() === 0 || date.day() === 6,
      isToday: day === today,
      monthLabel: index === 0 || date.date() === 1 ? date.format('MMMM YYYY') : null,
      month: date.format('MMMM YYYY'),
    };
  });
}

/** Whole days from `start` to `day` (negative before it). */
export const dayIndex = (start: string, day: string) => dayjs(day).diff(dayjs(start), 'day');

/**
 * A stay's bar runs from the middle of its arrival day to the middle of its departure day, so the
 * stays of one place meet on a changeover day without overlapping.
 */
export function barOf(key: string, start: string, days: number, dayWidth: number, from: string, to: string): Bar {
  const left = (dayIndex(start, from) + 0.5) * dayWidth;
  const right = (dayIndex(start, to) + 0.5) * dayWidth;
  const clippedLeft = Math.max(0, left);
  const clippedRight = Math.min(days * dayWidth, right);
  return {
    key,
    left: clippedLeft,
    width: Math.max(0, clippedRight - clippedLeft),
    isCutLeft: left < 0,
    isCutRight: right > days * dayWidth,
  };
}

/** An unavailability covers whole nights: from the start of its first day to the start of its end day. */
export function blockOf(row: PlanningUnavailabilityRow, start: string, days: number, dayWidth: number): Bar {
  const [placeId, from, to] = row;
  const left = Math.max(0, dayIndex(start, from) * dayWidth);
  const right = Math.min(days * dayWidth, dayIndex(start, to) * dayWidth);
  return { key: `u${placeId}-${from}`, left, width: Math.max(0, right - left), isCutLeft: false, isCutRight: false };
}

export interface Range {
  first: number;
  last: number;
}

/** The indexes of the items of `size` a viewport of `length` at `offset` shows, with the overscan. */
export function visibleRange(offset: number, length: number, size: number, count: number): Range {
  const first = Math.max(0, Math.floor(offset / size) - OVERSCAN);
  const last = Math.min(count - 1, Math.ceil((offset + length) / size) + OVERSCAN);
  return { first, last };
}

/** Wide enough to fill the screen for short windows, never narrower than a readable day. */
export function dayWidthFor(viewportWidth: number, days: number): number {
  return Math.max(MIN_DAY_WIDTH, Math.floor((viewportWidth - LABEL_WIDTH) / Math.max(1, days)));
}

/** Stays drawn by place, so a row finds its bars without scanning thousands. */
export function staysByPlace(rows: readonly PlanningStayRow[]): Map<number, Stay[]> {
  const byPlace = new Map<number, Stay[]>();
  for (const row of rows) {
    const stay = stayOf(row);
    const list = byPlace.get(stay.placeId);
    if (list) list.push(stay);
    else byPlace.set(stay.placeId, [stay]);
  }
  return byPlace;
}

/** Drag over the nights of days a..b (either order): arrival on the first, departure the day after the last. */
export function selectedStay(start: string, a: number, b: number): { startDate: string; endDate: string } {
  const first = dayjs(start).add(Math.min(a, b), 'day');
  const last = dayjs(start).add(Math.max(a, b), 'day');
  return { startDate: first.format('YYYY-MM-DD'), endDate: last.add(1, 'day').format('YYYY-MM-DD') };
}

/** The same stay `shift` days later (earlier when negative). */
export function shiftedStay(stay: Pick<Stay, 'startDate' | 'endDate'>, shift: number) {
  return {
    startDate: dayjs(stay.startDate).add(shift, 'day').format('YYYY-MM-DD'),
    endDate: dayjs(stay.endDate).add(shift, 'day').format('YYYY-MM-DD'),
  };
}

/**
 * A bar's departure dragged by `nights` (its right edge): the stay keeps its arrival and at least
 * one night; null when nothing changes.
 */
export function resizedStay(stay: Pick<Stay, 'startDate' | 'endDate'>, nights: number) {
  const endDate = dayjs(stay.endDate).add(nights, 'day').format('YYYY-MM-DD');
  if (nights === 0 || endDate <= stay.startDate) return null;
  return { startDate: stay.startDate, endDate };
}

/** The move's choice offered first: the sheet's default when it prices the move, else the first that does. */
export function firstChoice(preview: MovePreview): PriceUpdateChoice | undefined {
  const usable = preview.prices.filter((p) => p.totalCents !== null);
  return (usable.find((p) => p.choice === preview.defaultChoice) ?? usable[0])?.choice;
}

export const KIND_COLORS: Record<number, string> = {
  [BOOKING_KIND.quote]: '#9e9e9e',
  [BOOKING_KIND.option]: '#e69a28',
  [BOOKING_KIND.reservation]: '#2f7fc1',
};
export const RESIDENT_COLOR = '#7b5ea7';
export const KIND_LABELS: Record<number, string> = {
  [BOOKING_KIND.quote]: 'Devis',
  [BOOKING_KIND.option]: 'Option',
  [BOOKING_KIND.reservation]: 'Réservation',
};

/** Spec: stays coloured by kind or by partner colour (the planning setting); residents apart. */
export function barColor(stay: Stay, colorBy: 'status' | 'partner'): string {
  if (stay.isResident) return RESIDENT_COLOR;
  if (colorBy === 'partner' && stay.partnerColor) return stay.partnerColor;
  return KIND_COLORS[stay.kind] ?? KIND_COLORS[BOOKING_KIND.reservation];
}

/** What a stay's bar reads: the customer's name, unless the planning setting hides names. */
export function barText(stay: Pick<Stay, 'customerName'>, showCustomerName: boolean): string {
  return showCustomerName ? stay.customerName : '';
}

/** The booking sheet on an existing stay, on its occupancies tab. */
export function bookingUrl(stay: Pick<Stay, 'bookingId' | 'occupancyId' | 'kind'>): string {
  return `/new-booking/occupancies/${stay.bookingId}/0/${stay.occupancyId}/0/0/${stay.kind}`;
}

/** "A date must lie within the activity period": the window's closed nights, each by its day. */
export function closedDaysOf(runs: PlanningPayload['closedNights']): Set<string> {
  const days = new Set<string>();
  for (const [first, end] of runs) {
    for (let day = first; day < end; day = dayjs(day).add(1, 'day').format('YYYY-MM-DD')) days.add(day);
  }
  return days;
}

/**
 * The closed nights a drag would book: those of `stay` among `closed` that `before` (the stay
 * being moved) did not already hold. None: the planning may offer the drag to the server.
 */
export function closedNightsOf(
  stay: { startDate: string; endDate: string },
  closed: ReadonlySet<string>,
  before?: { startDate: string; endDate: string },
): string[] {
  const nights: string[] = [];
  for (let day = stay.startDate; day < stay.endDate; day = dayjs(day).add(1, 'day').format('YYYY-MM-DD')) {
    const wasHeld = before && before.startDate <= day && day < before.endDate;
    if (closed.has(day) && !wasHeld) nights.push(day);
  }
  return nights;
}

/** A run of closed nights drawn over every row: from the start of its first day to the start of its end day. */
export function closedBlockOf(run: [string, string], start: string, days: number, dayWidth: number): Bar {
  return blockOf([0, run[0], run[1], ''], start, days, dayWidth);
}

export const CLOSED_TITLE = "Fermé : hors des périodes d'activité";
export const CLOSED_BACKGROUND = 'repeating-linear-gradient(45deg, rgba(0,0,0,0.13) 0 3px, rgba(0,0,0,0.04) 3px 9px)';
