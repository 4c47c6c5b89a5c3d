// Queries of the housekeeping tasks: the day's departures and arrivals read from the occupancies,
// the tasks with the names the screens show, and the writes. Nothing HTTP, no rules.
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../db/connection';
import { naturalOrder } from '../../../db/natural-order';
import { customers } from '../../customer/schema';
import { places, placeTypes } from '../../place';
import { users } from '../../security/schema';
import { bookings, occupancies } from '../schema';
import type { CleaningSearch, CleaningTaskDto } from './contract';
import { cleaningTasks } from './schema';

export type TaskRow = typeof cleaningTasks.$inferSelect;
export type NewTask = typeof cleaningTasks.$inferInsert;

/** Stays holding their place (option or reservation, not cancelled) on the given day's edge. */
const holding = and(eq(occupancies.holdsPlace, true), eq(occupancies.isCancelled, false));

const customerColumns = {
  lastName: customers.lastName,
  firstName: customers.firstName,
  companyName: customers.companyName,
  isLegalEntity: customers.isLegalEntity,
};

export function customerName(c: {
  lastName: string | null;
  firstName: string | null;
  companyName: string | null;
  isLegalEntity: boolean | null;
}): string {
  if (c.isLegalEntity && c.companyName) return c.companyName;
  return [c.lastName?.toUpperCase(), c.firstName].filter(Boolean).join(' ');
}

/** Occupancies leaving on `day` that hold their place, in place number order. */
export function departuresOn(db: Db, day: string) {
  return db
    .select({
      occupancyId: occupancies.id,
      bookingId: bookings.id,
      bookingCode: bookings.code,
      placeId: places.id,
      placeNumber: places.number,
      placeTypeLabel: placeTypes.label,
      placeTypeKind: placeTypes.kind,
      startDate: occupancies.startDate,
      endDate: occupancies.endDate,
      isGone: occupancies.isGone,
      ...customerColumns,
    })
    .from(occupancies)
    .innerJoin(bookings, eq(bookings.id, occupancies.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(places, eq(places.id, occupancies.placeId))
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .where(and(eq(occupancies.endDate, day), holding))
    .orderBy(naturalOrder(places.number), asc(occupancies.id))
    .all();
}

/** Of `placeIds`, those where a stay holding its place arrives on `day`. */
export function placesWithArrivalOn(db: Db, day: string, placeIds: number[]): Set<number> {
  if (placeIds.length === 0) return new Set();
  const rows = db
    .select({ placeId: occupancies.placeId })
    .from(occupancies)
    .where(and(eq(occupancies.startDate, day), holding, inArray(occupancies.placeId, placeIds)))
    .all();
  return new Set(rows.map((r) => r.placeId));
}

const assignee = alias(users, 'assignee');
const taker = alias(users, 'taker');
const finisher = alias(users, 'finisher');

/** Tasks with the names the screens show, ordered by day then place number. */
function selectTasks(db: Db, where: SQL | undefined): CleaningTaskDto[] {
  const rows = db
    .select({
      task: cleaningTasks,
      placeNumber: places.number,
      placeName: places.name,
      placeTypeLabel: placeTypes.label,
      assigneeName: assignee.name,
      takenByName: taker.name,
      doneByName: finisher.name,
      ...customerColumns,
    })
    .from(cleaningTasks)
    .innerJoin(places, eq(places.id, cleaningTasks.placeId))
    .innerJoin(placeTypes, eq(placeTypes.id, places.typeId))
    .leftJoin(occupancies, eq(occupancies.id, cleaningTasks.occupancyId))
    .leftJoin(bookings, eq(bookings.id, occupancies.bookingId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(assignee, eq(assignee.id, cleaningTasks.assigneeId))
    .leftJoin(taker, eq(taker.id, cleaningTasks.takenBy))
    .leftJoin(finisher, eq(finisher.id, cleaningTasks.doneBy))
    .where(where)
    .orderBy(asc(cleaningTasks.day), naturalOrder(places.number), asc(cleaningTasks.id))
    .all();
  return rows.map(({ task, ...r }) => ({
    id: task.id,
    day: task.day,
    kind: task.kind,
    isKindForced: task.isKindForced,
    state: task.state,
    placeId: task.placeId,
    placeNumber: r.placeNumber,
    placeName: r.placeName,
    placeTypeLabel: r.placeTypeLabel,
    occupancyId: task.occupancyId,
    customerName: task.occupancyId === null ? null : customerName(r),
    assigneeId: task.assigneeId,
    assigneeName: r.assigneeName,
    note: task.note,
    takenAt: task.takenAt,
    takenByName: r.takenByName,
    startedAt: task.startedAt,
    doneAt: task.doneAt,
    doneByName: r.doneByName,
  }));
}

export function searchTasks(db: Db, search: CleaningSearch & { from: string; to: string }): CleaningTaskDto[] {
  const filters = [gte(cleaningTasks.day, search.from), lte(cleaningTasks.day, search.to)];
  if (search.state) filters.push(eq(cleaningTasks.state, search.state));
  if (search.kind) filters.push(eq(cleaningTasks.kind, search.kind));
  if (search.assigneeId === 0) filters.push(isNull(cleaningTasks.assigneeId));
  else if (search.assigneeId !== null) filters.push(eq(cleaningTasks.assigneeId, search.assigneeId));
  return selectTasks(db, and(...filters));
}

export function taskDto(db: Db, id: number): CleaningTaskDto | undefined {
  return selectTasks(db, eq(cleaningTasks.id, id))[0];
}

export function tasksOfOccupancies(db: Db, occupancyIds: number[]): CleaningTaskDto[] {
  if (occupancyIds.length === 0) return [];
  return selectTasks(db, inArray(cleaningTasks.occupancyId, occupancyIds));
}

export function findTask(db: Db, id: number): TaskRow | undefined {
  return db.select().from(cleaningTasks).where(eq(cleaningTasks.id, id)).get();
}

export function taskRowsOfOccupancies(db: Db, occupancyIds: number[]): TaskRow[] {
  if (occupancyIds.length === 0) return [];
  return db.select().from(cleaningTasks).where(inArray(cleaningTasks.occupancyId, occupancyIds)).all();
}

export function taskRowsOn(db: Db, day: string): TaskRow[] {
  return db.select().from(cleaningTasks).where(eq(cleaningTasks.day, day)).all();
}

export function insertTask(db: Db, row: NewTask): void {
  db.insert(cleaningTasks).values(row).run();
}

export function updateTask(db: Db, id: number, changes: Partial<NewTask>): void {
  db.update(cleaningTasks).set(changes).where(eq(cleaningTasks.id, id)).run();
}

export function deleteTasks(db: Db, ids: number[]): void {
  if (ids.length > 0) db.delete(cleaningTasks).where(inArray(cleaningTasks.id, ids)).run();
}

/** Place in use: a place with housekeeping tasks keeps its history. */
export function hasCleaningTasks(db: Db, placeId: number): boolean {
  return (
    db.select({ id: cleaningTasks.id }).from(cleaningTasks).where(eq(cleaningTasks.placeId, placeId)).get() !==
    undefined
  );
}
