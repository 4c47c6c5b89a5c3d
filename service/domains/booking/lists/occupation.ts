// /occupation-list (places held per night and place type over a range) and
// /occupancy-occupation-informations (one day's counters). A night is named by its evening's day.
import type { Db } from '../../../db/connection';
import { statement } from '../../../db/statements';
import { AppError } from '../../../errors/app-error';
import { addDays, daysBetween } from '../../pricing';
import { type DayRangeInput, MAX_REPORT_DAYS, type OccupationInformation, type OccupationReport } from './contract';
import { presenceClause } from './presence-list';
import { heldAround, liveOccupancySql } from './sql';

/** The range asked, a blank start being today and a blank end `days` after the start. */
export function rangeOf(
  asked: { startDate: string | null; endDate: string | null },
  today: string,
  days: number,
): DayRangeInput {
  const startDate = asked.startDate ?? today;
  return { startDate, endDate: asked.endDate ?? addDays(startDate, days) };
}

/** Refuses a range longer than the reports walk (a year and a day). */
export function checkRange(range: DayRangeInput): void {
  if (daysBetween(range.startDate, range.endDate) >= MAX_REPORT_DAYS) {
    throw new AppError('VALIDATION', { fields: { endDate: 'INVALID_DATES' } });
  }
}

interface Held {
  typeId: number;
  startDate: string;
  endDate: string;
  persons: number;
}

export function occupationReport(db: Db, range: DayRangeInput): OccupationReport {
  checkRange(range);
  const types = statement(
    db,
    `SELECT t.id, t.label, count(p.id) AS total FROM place_types t
      LEFT JOIN places p ON p.type_id = t.id AND p.is_active = 1
      GROUP BY t.id ORDER BY t.sort_order, t.label`,
  ).all() as OccupationReport['types'];
  const around = heldAround(range.startDate, range.endDate);
  const held = statement(
    db,
    `SELECT o.place_type_id AS typeId, o.start_date AS startDate, o.end_date AS endDate, o.persons_count AS persons
      FROM occupancies o CROSS JOIN bookings b ON b.id = o.booking_id
      WHERE ${around.clause} AND o.end_date > ? AND ${liveOccupancySql}`,
  ).all(...around.params, range.startDate) as Held[];
  const count = daysBetween(range.startDate, range.endDate) + 1;
  const days: OccupationReport['days'] = Array.from({ length: count }, (_, i) => ({
    day: addDays(range.startDate, i),
    occupied: {},
    totalOccupied: 0,
    persons: 0,
  }));
  for (const h of held) {
    const first = Math.max(0, daysBetween(range.startDate, h.startDate));
    const last = Math.min(count, daysBetween(range.startDate, h.endDate));
    for (let i = first; i < last; i++) {
      const d = days[i];
      if (!d) continue;
      d.occupied[h.typeId] = (d.occupied[h.typeId] ?? 0) + 1;
      d.totalOccupied += 1;
      d.persons += h.persons;
    }
  }
  return { ...range, types, days, totalPlaces: types.reduce((sum, t) => sum + t.total, 0) };
}

function countOn(db: Db, filter: Parameters<typeof presenceClause>[0], day: string) {
  const { clause, params } = presenceClause(filter, day);
  return statement(
    db,
    `SELECT count(*) AS n, coalesce(sum(o.persons_count), 0) AS persons
      FROM occupancies o CROSS JOIN bookings b ON b.id = o.booking_id WHERE ${clause} AND ${liveOccupancySql}`,
  ).get(...params) as { n: number; persons: number };
}

export function occupationInformation(db: Db, day: string): OccupationInformation {
  const night = countOn(db, 'hereNextNight', day);
  return {
    day,
    arrivals: countOn(db, 'arrivalsOnly', day).n,
    departures: countOn(db, 'departuresOnly', day).n,
    occupiedPlaces: night.n,
    persons: night.persons,
    reallyHere: countOn(db, 'reallyHere', day).n,
    totalPlaces: statement(db, 'SELECT count(*) FROM places WHERE is_active = 1').pluck().get() as number,
  };
}
