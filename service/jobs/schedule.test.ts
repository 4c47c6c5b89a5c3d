import { describe, expect, it } from 'vitest';
import { nextRunOf, scheduleText } from './schedule';

describe('a schedule in French words', () => {
  it.each([
    ['0 6 * * *', 'chaque jour à 06:00'],
    ['15 2 * * *', 'chaque jour à 02:15'],
    ['30 4 * * 1', 'chaque lundi à 04:30'],
    ['0 3 1 * *', 'le 1er de chaque mois à 03:00'],
    ['*/10 * * * *', 'toutes les 10 minutes'],
    ['* * * * *', 'chaque minute'],
    ['0 */2 * * *', 'planification « 0 */2 * * * »'],
  ])('%s reads « %s »', (expression, text) => {
    expect(scheduleText(expression)).toBe(text);
  });
});

describe('the next run, in Europe/Paris time', () => {
  it('« 0 6 * * * » next runs at 06:00 on the Paris clock, whatever the machine’s time zone', () => {
    const next = nextRunOf('0 6 * * *');
    const parisHour = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(next && parisHour.format(next)).toBe('06:00');
  });
});
