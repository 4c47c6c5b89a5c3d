// The planning's layout: tasks by day, then by housekeeper (those with no one first), so each
// day reads as columns of people on a wide screen and as one list of cards on a phone.
import type { CleaningTaskDto, Housekeeper } from '../../../../service/domains/booking/cleaning/contract';

export interface PersonGroup {
  /** 0 for the tasks nobody is assigned to. */
  assigneeId: number;
  name: string;
  tasks: CleaningTaskDto[];
}

export interface DayGroup {
  day: string;
  people: PersonGroup[];
}

export const UNASSIGNED = 'Non attribuées';

export function groupByDayAndPerson(tasks: CleaningTaskDto[], housekeepers: Housekeeper[]): DayGroup[] {
  const order = new Map(housekeepers.map((h, i) => [h.id, i + 1]));
  const days = new Map<string, Map<number, PersonGroup>>();
  for (const task of tasks) {
    const people = days.get(task.day) ?? new Map<number, PersonGroup>();
    days.set(task.day, people);
    const id = task.assigneeId ?? 0;
    const group = people.get(id) ?? { assigneeId: id, name: task.assigneeName ?? UNASSIGNED, tasks: [] };
    people.set(id, group);
    group.tasks.push(task);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, people]) => ({
      day,
      people: [...people.values()].sort((a, b) => (order.get(a.assigneeId) ?? 0) - (order.get(b.assigneeId) ?? 0)),
    }));
}

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'Mardi 14 juillet' for '2026-07-14' (only the first letter up, as French writes it). */
export function dayTitle(day: string): string {
  const text = weekday.format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
