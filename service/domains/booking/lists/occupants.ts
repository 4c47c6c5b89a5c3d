// The occupant reports: who is present on a day (/occupancy-occupants-list), whose birthday falls
// in a range while they stay (/occupants-birthday), and nights and persons by nationality over a
// range (/occupation-nationality-list). Live occupancies only (see sql.ts).
import type { Db } from '../../../db/connection';
import { compareNatural, naturalSql } from '../../../db/natural-order';
import { statement } from '../../../db/statements';
import { addDays } from '../../pricing';
import type { PresenceFilter } from '../presence';
import { birthdayIn } from './birthday';
import type { BirthdayRow, DayRangeInput, NationalityRow, OccupantRow } from './contract';
import { checkRange } from './occupation';
import { presenceClause } from './presence-list';
import { heldAround, liveOccupancySql } from './sql';

const occupantSelect = `SELECT oc.id, o.id AS occupancyId, o.booking_id AS bookingId, b.customer_id AS customerId, b.kind,
  p.number AS placeNumber, oc.last_name AS lastName, oc.first_name AS firstName, oc.birth_date AS birthDate,
  ac.label AS ageCategoryLabel, coalesce(co.nationality, co.name) AS nationality,
  o.start_date AS startDate, o.end_date AS endDate
  FROM occupancies o CROSS JOIN bookings b ON b.id = o.booking_id JOIN places p ON p.id = o.place_id
  JOIN occupants oc ON oc.occupancy_id = o.id
  LEFT JOIN age_categories ac ON ac.id = oc.age_category_id LEFT JOIN countries co ON co.id = oc.nationality_id`;

/** The occupants of the occupancies matching the presence filter on the day, by place. */
export function occupantsOn(db: Db, day: string, filter: PresenceFilter): OccupantRow[] {
  const { clause, params } = presenceClause(filter, day);
  return statement(
    db,
    `${occupantSelect} WHERE ${clause} AND ${liveOccupancySql} ORDER BY ${naturalSql('p.number')}, o.id, oc.sort_order, oc.id`,
  ).all(...params) as OccupantRow[];
}

/** Occupants whose birthday falls inside the range on a day of their stay (arrival to departure). */
export function birthdays(db: Db, range: DayRangeInput): BirthdayRow[] {
  checkRange(range);
  const around = heldAround(range.startDate, range.endDate);
  const rows = statement(
    db,
    `${occupantSelect} WHERE ${around.clause} AND oc.birth_date IS NOT NULL AND ${liveOccupancySql}`,
  ).all(...around.params) as OccupantRow[];
  return rows
    .flatMap((r) => {
      const from = r.startDate > range.startDate ? r.startDate : range.startDate;
      const to = r.endDate < range.endDate ? r.endDate : range.endDate;
      const found = r.birthDate ? birthdayIn(r.birthDate, from, to) : null;
      return found ? [{ ...r, ...found }] : [];
    })
    .sort(
      (a, b) => a.birthday.localeCompare(b.birthday) || compareNatural(a.placeNumber, b.placeNumber) || a.id - b.id,
    );
}

/** Nights spent inside the range (its nights `startDate` .. `endDate`) and persons, by nationality. */
export function nationalities(db: Db, range: DayRangeInput): NationalityRow[] {
  checkRange(range);
  const after = addDays(range.endDate, 1);
  const around = heldAround(range.startDate, range.endDate);
  return statement(
    db,
    `SELECT oc.nationality_id AS nationalityId, coalesce(co.nationality, co.name, 'Non renseignée') AS nationality,
      CAST(sum(julianday(min(o.end_date, ?)) - julianday(max(o.start_date, ?))) AS INTEGER) AS nights,
      count(*) AS persons
      FROM occupancies o CROSS JOIN bookings b ON b.id = o.booking_id JOIN occupants oc ON oc.occupancy_id = o.id
      LEFT JOIN countries co ON co.id = oc.nationality_id
      WHERE ${around.clause} AND o.end_date > ? AND ${liveOccupancySql}
      GROUP BY oc.nationality_id ORDER BY nights DESC, nationality`,
  ).all(after, range.startDate, ...around.params, range.startDate) as NationalityRow[];
}
