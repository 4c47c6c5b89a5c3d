import { describe, expect, it } from 'vitest';
import type { CleaningTaskDto } from '../../../../service/domains/booking/cleaning/contract';
import { dayTitle, groupByDayAndPerson, UNASSIGNED } from './planning-groups';

const task = (id: number, day: string, assigneeId: number | null, assigneeName: string | null) =>
  ({ id, day, assigneeId, assigneeName }) as CleaningTaskDto; // only the fields the grouping reads

describe('the planning by day × housekeeper', () => {
  it('groups days in order, the unassigned first, then housekeepers in their list order', () => {
    const groups = groupByDayAndPerson(
      [
        task(1, '2026-07-15', 2, 'Zoé'),
        task(2, '2026-07-14', 3, 'Léa'),
        task(3, '2026-07-14', null, null),
        task(4, '2026-07-14', 2, 'Zoé'),
      ],
      [
        { id: 3, name: 'Léa' },
        { id: 2, name: 'Zoé' },
      ],
    );
    expect(groups.map((g) => [g.day, g.people.map((p) => [p.name, p.tasks.map((t) => t.id)])])).toEqual([
      [
        '2026-07-14',
        [
          [UNASSIGNED, [3]],
          ['Léa', [2]],
          ['Zoé', [4]],
        ],
      ],
      ['2026-07-15', [['Zoé', [1]]]],
    ]);
  });

  it('titles a day in French', () => {
    expect(dayTitle('2026-07-14')).toBe('Mardi 14 juillet');
  });
});
