// Use cases of the housekeeping tasks: the day's departures with their task, generation from the
// departures (idempotent, callable by a daily job), the planning search and the task commands.
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/connection';
import { inTransaction } from '../../../db/transaction';
import { AppError, fieldError } from '../../../errors/app-error';
import { listAccounts } from '../../security';
import {
  type CleaningPlanningAnswer,
  type CleaningSearch,
  type CleaningState,
  type CleaningTaskDto,
  type CleaningTaskEdit,
  type DeparturesAnswer,
  type GenerateAnswer,
  type Housekeeper,
  MAX_PLANNING_DAYS,
} from './contract';
import { assigneeAfter, canMove, canReopen, planningRangeError, stampsAfter, taskKindFor } from './rules';
import * as store from './store';

/** Any active person who signs in (technical accounts are integrations, not housekeepers). */
function housekeepers(db: Db): Housekeeper[] {
  return listAccounts(db)
    .filter((u) => u.isActive && !u.isTechnical)
    .map((u) => ({ id: u.id, name: u.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** The day's departures, each with whether a stay arrives on its place that day. */
function departingOn(db: Db, day: string) {
  const rows = store.departuresOn(db, day);
  const arrivals = store.placesWithArrivalOn(
    db,
    day,
    rows.map((r) => r.placeId),
  );
  return rows.map((r) => ({ ...r, hasArrivalSameDay: arrivals.has(r.placeId) }));
}

/**
 * Creates the missing task of each departure of `day`. Re-running creates nothing twice: a task
 * already taken keeps its state; a task still to do follows its stay (day, place, and kind unless
 * a person chose it); a task to do whose stay no longer leaves that day is removed.
 */
export function generateCleaningTasks(db: Db, clock: Clock, day: string): GenerateAnswer {
  return inTransaction(db, () => {
    const now = clock.now().toISOString();
    const departures = departingOn(db, day);
    const existing = new Map(
      store
        .taskRowsOfOccupancies(
          db,
          departures.map((d) => d.occupancyId),
        )
        .map((t) => [t.occupancyId, t]),
    );
    const answer: GenerateAnswer = { status: 'SAVED', created: 0, updated: 0, removed: 0 };
    for (const d of departures) {
      const kind = taskKindFor(d);
      const task = existing.get(d.occupancyId);
      if (!task) {
        store.insertTask(db, {
          placeId: d.placeId,
          occupancyId: d.occupancyId,
          day,
          kind,
          createdAt: now,
          updatedAt: now,
        });
        answer.created++;
        continue;
      }
      if (task.state !== 'TODO') continue;
      const follows = { day, placeId: d.placeId, kind: task.isKindForced ? task.kind : kind };
      if (follows.day === task.day && follows.placeId === task.placeId && follows.kind === task.kind) continue;
      store.updateTask(db, task.id, { ...follows, updatedAt: now });
      answer.updated++;
    }
    const leaving = new Set(departures.map((d) => d.occupancyId));
    const stale = store
      .taskRowsOn(db, day)
      .filter((t) => t.state === 'TODO' && t.occupancyId !== null && !leaving.has(t.occupancyId));
    store.deleteTasks(
      db,
      stale.map((t) => t.id),
    );
    answer.removed = stale.length;
    return answer;
  });
}

export function createCleaningService(db: Db, clock: Clock) {
  const now = () => clock.now().toISOString();

  const found = (id: number) => {
    const task = store.findTask(db, id);
    if (!task) throw new AppError('NOT_FOUND');
    return task;
  };
  const dto = (id: number): CleaningTaskDto => {
    const item = store.taskDto(db, id);
    if (!item) throw new AppError('NOT_FOUND');
    return item;
  };

  return {
    departures(asked: string | null): DeparturesAnswer {
      const day = asked ?? clock.today();
      const departures = departingOn(db, day);
      const tasks = new Map(
        store
          .tasksOfOccupancies(
            db,
            departures.map((d) => d.occupancyId),
          )
          .map((t) => [t.occupancyId, t]),
      );
      return {
        day,
        housekeepers: housekeepers(db),
        departures: departures.map(({ lastName, firstName, companyName, isLegalEntity, placeTypeKind, ...d }) => ({
          ...d,
          customerName: store.customerName({ lastName, firstName, companyName, isLegalEntity }),
          task: tasks.get(d.occupancyId) ?? null,
        })),
      };
    },

    generate: (day: string) => generateCleaningTasks(db, clock, day),

    search(search: CleaningSearch): CleaningPlanningAnswer {
      const from = search.from ?? clock.today();
      const to = search.to ?? from;
      const error = planningRangeError(from, to, MAX_PLANNING_DAYS);
      if (error) throw fieldError('to', error);
      return { from, to, items: store.searchTasks(db, { ...search, from, to }), housekeepers: housekeepers(db) };
    },

    /** Whom the task is for and its kind; a done task is history and stays as it was. */
    edit(id: number, input: CleaningTaskEdit): CleaningTaskDto {
      inTransaction(db, () => {
        const task = found(id);
        if (task.state === 'DONE') throw new AppError('MODIFICATION_NOT_AUTHORISED');
        if (input.assigneeId !== null && !housekeepers(db).some((h) => h.id === input.assigneeId)) {
          throw fieldError('assigneeId', 'ITEM_REQUIRED');
        }
        const isKindForced = task.isKindForced || input.kind !== task.kind;
        store.updateTask(db, id, { assigneeId: input.assigneeId, kind: input.kind, isKindForced, updatedAt: now() });
      });
      return dto(id);
    },

    /** A housekeeper's move along to do → taken → in progress → done (or a taken task given back). */
    move(id: number, to: CleaningState, userId: number): CleaningTaskDto {
      inTransaction(db, () => {
        const task = found(id);
        if (!canMove(task.state, to)) throw new AppError('MODIFICATION_NOT_AUTHORISED');
        const at = now();
        store.updateTask(db, id, {
          state: to,
          assigneeId: assigneeAfter(task.assigneeId, to, userId),
          ...stampsAfter(task, to, userId, at),
          updatedAt: at,
        });
      });
      return dto(id);
    },

    /** A done task back to to do (a visit to redo): only from the departures screen. */
    reopen(id: number): CleaningTaskDto {
      inTransaction(db, () => {
        const task = found(id);
        if (!canReopen(task.state)) throw new AppError('MODIFICATION_NOT_AUTHORISED');
        const at = now();
        store.updateTask(db, id, { state: 'TODO', ...stampsAfter(task, 'TODO', 0, at), updatedAt: at });
      });
      return dto(id);
    },

    note(id: number, note: string | null): CleaningTaskDto {
      inTransaction(db, () => {
        found(id);
        store.updateTask(db, id, { note, updatedAt: now() });
      });
      return dto(id);
    },
  };
}

export type CleaningService = ReturnType<typeof createCleaningService>;
