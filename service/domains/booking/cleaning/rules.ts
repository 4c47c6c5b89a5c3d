// Pure rules of the housekeeping tasks ("Cleaning tasks: taken, to do, in progress, done;
// kinds: cleaning, control, inter"): which kind a departure gives, and how a task's state may move.
import type { CLEANING_KINDS, CLEANING_STATES } from './contract';

export type CleaningKind = (typeof CLEANING_KINDS)[number];
export type CleaningState = (typeof CLEANING_STATES)[number];

/**
 * Place type kinds that are rented furnished (mobile home, chalet, equipped tent): their leaving
 * guests leave beds, kitchen and bathroom to clean. A bare pitch (PITCH) or a residential parcel
 * (PARCEL) has nothing to clean, only to check (litter, damage, the electric terminal).
 */
const RENTAL_KINDS: ReadonlySet<string> = new Set(['MOBILE_HOME', 'CHALET', 'TENT']);

/** A rental (mobile home, chalet, furnished tent) rather than a bare pitch or a parcel. */
export const isRentalKind = (placeTypeKind: string): boolean => RENTAL_KINDS.has(placeTypeKind);

export interface Departure {
  /** The place type's kind: PITCH, MOBILE_HOME, CHALET, TENT or PARCEL. */
  readonly placeTypeKind: string;
  /** Another stay arrives on the same place the same day. */
  readonly hasArrivalSameDay: boolean;
}

/**
 * Our reading of the spec's three kinds: "inter" is the quick turnover between two stays, so any
 * departure followed by an arrival on the same place that day; otherwise a full "cleaning" of a
 * rental, and a "control" of a bare pitch.
 */
export function taskKindFor(departure: Departure): CleaningKind {
  if (departure.hasArrivalSameDay) return 'INTER';
  return isRentalKind(departure.placeTypeKind) ? 'CLEANING' : 'CONTROL';
}

/**
 * The housekeepers' moves: to do → taken → in progress → done, and a taken task may be given back
 * (taken → to do). Done is final: only reopening (a writer of the departures screen) brings it back.
 */
const MOVES: Readonly<Record<CleaningState, readonly CleaningState[]>> = {
  TODO: ['TAKEN'],
  TAKEN: ['IN_PROGRESS', 'TODO'],
  IN_PROGRESS: ['DONE'],
  DONE: [],
};

export function nextStates(from: CleaningState): readonly CleaningState[] {
  return MOVES[from];
}

export function canMove(from: CleaningState, to: CleaningState): boolean {
  return MOVES[from].includes(to);
}

/** Only a done task is reopened; a task not yet done is moved back through canMove. */
export function canReopen(from: CleaningState): boolean {
  return from === 'DONE';
}

export interface TaskStamps {
  takenAt: string | null;
  takenBy: number | null;
  startedAt: string | null;
  doneAt: string | null;
  doneBy: number | null;
}

const blank: TaskStamps = { takenAt: null, takenBy: null, startedAt: null, doneAt: null, doneBy: null };

/** The time stamps a task carries once it reaches `to` (moving back to to do forgets them). */
export function stampsAfter(current: TaskStamps, to: CleaningState, userId: number, at: string): TaskStamps {
  const { takenAt, takenBy, startedAt, doneAt, doneBy } = current;
  const kept = { takenAt, takenBy, startedAt, doneAt, doneBy };
  switch (to) {
    case 'TODO':
      return blank;
    case 'TAKEN':
      return { ...blank, takenAt: at, takenBy: userId };
    case 'IN_PROGRESS':
      return { ...kept, startedAt: at };
    case 'DONE':
      return { ...kept, doneAt: at, doneBy: userId };
  }
}

/** Whom the task is for after the move: taking an unassigned task assigns it to the taker. */
export function assigneeAfter(assigneeId: number | null, to: CleaningState, userId: number): number | null {
  return to === 'TAKEN' && assigneeId === null ? userId : assigneeId;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A planning range: `to` not before `from`, at most `maxDays` days counting both ends. */
export function planningRangeError(
  from: string,
  to: string,
  maxDays: number,
): 'START_AFTER_END' | 'INVALID_DATES' | undefined {
  if (to < from) return 'START_AFTER_END';
  return dayNumber(to) - dayNumber(from) + 1 > maxDays ? 'INVALID_DATES' : undefined;
}
