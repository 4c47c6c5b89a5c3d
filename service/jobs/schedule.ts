// A job's schedule as staff read it: in French words, and its next run. Schedules are node-cron
// expressions read in Europe/Paris time, whatever the machine's time zone.
import { createTask } from 'node-cron';

export const scheduleTimeZone = 'Europe/Paris';

const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const isNumber = (field: string) => /^\d+$/.test(field);
const at = (hour: string, minute: string) => `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;

/** « chaque jour à 02:15 », « chaque lundi à 06:00 », « toutes les 10 minutes », « chaque minute »; else the expression. */
export function scheduleText(expression: string): string {
  const [minute = '', hour = '', dayOfMonth, month, dayOfWeek, ...rest] = expression.trim().split(/\s+/);
  if (rest.length > 0 || month !== '*') return `planification « ${expression} »`;
  if (minute === '*' && hour === '*' && dayOfMonth === '*' && dayOfWeek === '*') return 'chaque minute';
  const everyMinutes = /^\*\/(\d+)$/.exec(minute);
  if (everyMinutes && hour === '*' && dayOfMonth === '*' && dayOfWeek === '*')
    return `toutes les ${everyMinutes[1]} minutes`;
  if (!isNumber(minute) || !isNumber(hour)) return `planification « ${expression} »`;
  if (dayOfMonth === '*' && dayOfWeek === '*') return `chaque jour à ${at(hour, minute)}`;
  if (dayOfMonth === '*' && dayOfWeek && isNumber(dayOfWeek))
    return `chaque ${weekdays[Number(dayOfWeek) % 7]} à ${at(hour, minute)}`;
  if (dayOfMonth && isNumber(dayOfMonth) && dayOfWeek === '*')
    return `le ${dayOfMonth === '1' ? '1er' : dayOfMonth} de chaque mois à ${at(hour, minute)}`;
  return `planification « ${expression} »`;
}

/** The next instant the expression names after now, or null when it names none. */
export function nextRunOf(expression: string): Date | null {
  // A task never started only computes: it holds no timer.
  const task = createTask(expression, () => undefined, { timezone: scheduleTimeZone });
  try {
    return task.getNextRuns(1)[0] ?? null;
  } finally {
    void task.destroy();
  }
}
