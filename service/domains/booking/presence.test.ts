// "Presence filter: here last night, here next night, really here, day movement,
// departures only, arrivals only, stay over", on 10 July for stays around it.
import { describe, expect, it } from 'vitest';
import { isPresent, type PresenceFilter, type PresenceStay } from './presence';

const day = '2026-07-10';
const stay = (startDate: string, endDate: string, isArrived = false, isGone = false): PresenceStay => ({
  startDate,
  endDate,
  isArrived,
  isGone,
});

const arriving = stay('2026-07-10', '2026-07-15');
const leaving = stay('2026-07-03', '2026-07-10', true);
const through = stay('2026-07-05', '2026-07-20', true);
const past = stay('2026-07-01', '2026-07-09', true, true);
const future = stay('2026-07-11', '2026-07-12');
const oneNightToday = stay('2026-07-10', '2026-07-11');

type Case = [string, PresenceStay, boolean];

function check(filter: PresenceFilter, cases: Case[]) {
  it.each(cases)('%s', (_name, s, expected) => {
    expect(isPresent(filter, s, day)).toBe(expected);
  });
}

describe('presence filter "here last night" (the night before the day)', () => {
  check('hereLastNight', [
    ['a stay leaving on the day slept here', leaving, true],
    ['a stay going through the day', through, true],
    ['a stay arriving on the day did not', arriving, false],
    ['a stay that left the day before did not', past, false],
  ]);
});

describe('presence filter "here next night" (the night of the day)', () => {
  check('hereNextNight', [
    ['a stay arriving on the day', arriving, true],
    ['a stay going through the day', through, true],
    ['a stay leaving on the day does not', leaving, false],
    ['a stay arriving the next day does not', future, false],
  ]);
});

describe('presence filter "really here" (arrived and not gone)', () => {
  check('reallyHere', [
    ['arrived, not gone, dates around the day', through, true],
    ['arrived on a stay leaving today, not yet gone', leaving, true],
    ['arriving today but not ticked arrived', arriving, false],
    ['arrived then gone', stay('2026-07-05', '2026-07-20', true, true), false],
    ['arrived on a stay of other dates', stay('2026-06-01', '2026-06-05', true), false],
  ]);
});

describe('presence filter "day movement" (arriving or leaving that day)', () => {
  check('dayMovement', [
    ['an arrival', arriving, true],
    ['a departure', leaving, true],
    ['a one-night stay starting that day', oneNightToday, true],
    ['a stay going through the day', through, false],
  ]);
});

describe('presence filter "departures only"', () => {
  check('departuresOnly', [
    ['a stay leaving on the day', leaving, true],
    ['an arrival', arriving, false],
    ['a stay going through', through, false],
  ]);
});

describe('presence filter "arrivals only"', () => {
  check('arrivalsOnly', [
    ['a stay arriving on the day', arriving, true],
    ['a departure', leaving, false],
    ['a stay arriving the next day', future, false],
  ]);
});

describe('presence filter "stay over" (here last night and next night)', () => {
  check('stayOver', [
    ['a stay going through the day', through, true],
    ['an arrival (not here last night)', arriving, false],
    ['a departure (not here next night)', leaving, false],
  ]);
});
