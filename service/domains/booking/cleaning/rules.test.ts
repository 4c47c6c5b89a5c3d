import { describe, expect, it } from 'vitest';
import {
  assigneeAfter,
  type CleaningState,
  canMove,
  canReopen,
  nextStates,
  planningRangeError,
  stampsAfter,
  type TaskStamps,
  taskKindFor,
} from './rules';

describe('"kinds: cleaning, control, inter"', () => {
  it.each([
    ['MOBILE_HOME', false, 'CLEANING'],
    ['CHALET', false, 'CLEANING'],
    ['TENT', false, 'CLEANING'],
    ['PITCH', false, 'CONTROL'],
    ['PARCEL', false, 'CONTROL'],
    ['MOBILE_HOME', true, 'INTER'],
    ['PITCH', true, 'INTER'],
  ] as const)('a departure from a %s (arrival the same day: %s) gives a %s task', (kind, hasArrival, expected) => {
    expect(taskKindFor({ placeTypeKind: kind, hasArrivalSameDay: hasArrival })).toBe(expected);
  });
});

describe('"Cleaning tasks: taken, to do, in progress, done"', () => {
  const all: CleaningState[] = ['TODO', 'TAKEN', 'IN_PROGRESS', 'DONE'];
  const allowed: [CleaningState, CleaningState][] = [
    ['TODO', 'TAKEN'],
    ['TAKEN', 'IN_PROGRESS'],
    ['TAKEN', 'TODO'],
    ['IN_PROGRESS', 'DONE'],
  ];
  const pairs = all.flatMap((from) => all.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed only along to do → taken → in progress → done, or taken → to do', (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to);
    expect(canMove(from, to)).toBe(expected);
  });

  it('done is final for the housekeepers: no move out of it, only reopening', () => {
    expect(nextStates('DONE')).toEqual([]);
    expect(all.filter(canReopen)).toEqual(['DONE']);
  });

  it('the next states offered follow the same table', () => {
    expect(nextStates('TAKEN')).toEqual(['IN_PROGRESS', 'TODO']);
  });
});

describe('stamps and assignee of a move', () => {
  const at = '2026-07-14T10:00:00.000Z';
  const none: TaskStamps = { takenAt: null, takenBy: null, startedAt: null, doneAt: null, doneBy: null };
  const taken = stampsAfter(none, 'TAKEN', 7, at);

  it('taking stamps who and when; starting and finishing keep it and add their own', () => {
    expect(taken).toEqual({ ...none, takenAt: at, takenBy: 7 });
    const done = stampsAfter(stampsAfter(taken, 'IN_PROGRESS', 7, at), 'DONE', 8, at);
    expect(done).toEqual({ takenAt: at, takenBy: 7, startedAt: at, doneAt: at, doneBy: 8 });
  });

  it('the stamps carry nothing but the stamps of the task they come from', () => {
    const row = { ...taken, state: 'TAKEN', id: 3 };
    expect(Object.keys(stampsAfter(row, 'IN_PROGRESS', 7, at)).sort()).toEqual(Object.keys(none).sort());
  });

  it('giving a task back to to do forgets its stamps', () => {
    expect(stampsAfter(taken, 'TODO', 7, at)).toEqual(none);
  });

  it.each([
    [null, 'TAKEN', 7],
    [5, 'TAKEN', 5],
    [null, 'IN_PROGRESS', null],
  ] as const)(
    'assignee %s after a move to %s is %s (taking an unassigned task assigns it to the taker)',
    (a, to, e) => {
      expect(assigneeAfter(a, to, 7)).toBe(e);
    },
  );
});

describe('planning range', () => {
  it.each([
    ['2026-07-01', '2026-07-01', undefined],
    ['2026-07-02', '2026-07-01', 'START_AFTER_END'],
    ['2026-07-01', '2026-08-31', undefined],
    ['2026-07-01', '2026-09-01', 'INVALID_DATES'],
  ] as const)('%s to %s answers %s (at most 62 days)', (from, to, expected) => {
    expect(planningRangeError(from, to, 62)).toBe(expected);
  });
});
