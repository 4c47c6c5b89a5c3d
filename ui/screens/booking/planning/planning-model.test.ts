import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { describe, expect, it } from 'vitest';
import {
  barColor,
  barOf,
  barText,
  blockOf,
  dayColumns,
  firstChoice,
  gridRows,
  ROW_HEIGHT,
  resizedStay,
  selectedStay,
  shiftedStay,
  stayOf,
  staysByPlace,
  visibleRange,
} from './planning-model';

dayjs.locale('fr');

describe('rows', () => {
  it('places grouped by family: a header row before each family, places without one under "Autres"', () => {
    const rows = gridRows({
      families: [
        [1, 'Emplacements', '#228833'],
        [2, 'Locatifs', null],
      ],
      places: [
        [10, '1', null, 'Emplacement', 1, 6],
        [11, '2', null, 'Emplacement', 1, 6],
        [20, 'M1', 'Cèdre', 'Mobil-home', 2, 4],
        [30, 'T1', null, 'Tente', null, 2],
      ],
    });
    expect(rows.map((r) => (r.kind === 'family' ? `[${r.label}]` : r.number))).toEqual([
      '[Emplacements]',
      '1',
      '2',
      '[Locatifs]',
      'M1',
      '[Autres]',
      'T1',
    ]);
    expect(rows.map((r) => r.top)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => i * ROW_HEIGHT));
  });
});

describe('day columns', () => {
  it('today marked, weekends shaded, the month named on its first day and on the first column', () => {
    const days = dayColumns('2026-10-30', 4, '2026-10-31');
    expect(days.map((d) => [d.day, d.isWeekend, d.isToday, d.monthLabel])).toEqual([
      ['2026-10-30', false, false, 'octobre 2026'],
      ['2026-10-31', true, true, null],
      ['2026-11-01', true, false, 'novembre 2026'],
      ['2026-11-02', false, false, null],
    ]);
  });
});

describe('bars', () => {
  it('a stay runs from the middle of its arrival day to the middle of its departure day', () => {
    expect(barOf('s', '2026-07-01', 10, 30, '2026-07-03', '2026-07-05')).toEqual({
      key: 's',
      left: 75,
      width: 60,
      isCutLeft: false,
      isCutRight: false,
    });
  });

  it('a stay crossing the window edges is clipped to them', () => {
    expect(barOf('s', '2026-07-01', 10, 30, '2026-06-20', '2026-07-30')).toEqual({
      key: 's',
      left: 0,
      width: 300,
      isCutLeft: true,
      isCutRight: true,
    });
  });

  it('an unavailability covers whole days, its end day free', () => {
    expect(blockOf([1, '2026-07-03', '2026-07-05', 'Travaux'], '2026-07-01', 10, 30)).toMatchObject({
      left: 60,
      width: 60,
    });
  });
});

describe('virtualisation', () => {
  it('shows the rows of the viewport and a few beyond, within the list', () => {
    expect(visibleRange(0, 240, 24, 1000)).toEqual({ first: 0, last: 16 });
    expect(visibleRange(24_000 - 240, 240, 24, 1000)).toEqual({ first: 984, last: 999 });
  });
});

describe('drag', () => {
  it('a drag over days names the arrival on the first and the departure the day after the last, either way', () => {
    expect(selectedStay('2026-07-01', 5, 2)).toEqual({ startDate: '2026-07-03', endDate: '2026-07-07' });
    expect(selectedStay('2026-07-01', 0, 0)).toEqual({ startDate: '2026-07-01', endDate: '2026-07-02' });
  });

  it('a bar moved by days keeps its length', () => {
    expect(shiftedStay({ startDate: '2026-07-30', endDate: '2026-08-02' }, 3)).toEqual({
      startDate: '2026-08-02',
      endDate: '2026-08-05',
    });
  });

  it('a bar resized by its right edge keeps its arrival and at least one night', () => {
    const stay = { startDate: '2026-07-09', endDate: '2026-07-14' };
    expect(resizedStay(stay, 2)).toEqual({ startDate: '2026-07-09', endDate: '2026-07-16' });
    expect(resizedStay(stay, -4)).toEqual({ startDate: '2026-07-09', endDate: '2026-07-10' });
    expect(resizedStay(stay, -5)).toBeNull();
    expect(resizedStay(stay, 0)).toBeNull();
  });
});

describe('the move price dialog', () => {
  const price = (choice: string, totalCents: number | null) => ({ choice, totalCents, error: null }) as never;
  it("offers the sheet's default choice first, or the first choice that prices the move", () => {
    const preview = {
      currentCents: 15800,
      defaultChoice: 'keepExistingGrid' as const,
      isPriceChanged: true,
      prices: [price('updateFromGrid', 24750), price('keepExistingGrid', 22250)],
    };
    expect(firstChoice(preview)).toBe('keepExistingGrid');
    expect(firstChoice({ ...preview, prices: [price('updateFromGrid', 24750), price('keepExistingGrid', null)] })).toBe(
      'updateFromGrid',
    );
  });
});

describe('colours', () => {
  const row = (kind: number, partnerColor: string | null, flags = 0) =>
    stayOf([1, 1, 1, '2026-07-01', '2026-07-02', kind, 'Martin', 2, 0, partnerColor, flags]);

  it('stays coloured by kind, or by partner colour when set to, residents apart', () => {
    expect(barColor(row(2, '#ff0000'), 'status')).toBe('#e69a28');
    expect(barColor(row(3, '#ff0000'), 'partner')).toBe('#ff0000');
    expect(barColor(row(3, null), 'partner')).toBe('#2f7fc1');
    expect(barColor(row(3, null, 4), 'status')).toBe('#7b5ea7');
  });

  it('Afficher le nom du client (planning setting): the bar reads the name, or nothing when hidden', () => {
    expect(barText(row(3, null), true)).toBe('Martin');
    expect(barText(row(3, null), false)).toBe('');
  });

  it('indexes the stays by place', () => {
    const byPlace = staysByPlace([
      [1, 1, 7, '2026-07-01', '2026-07-02', 3, 'A', 2, 0, null, 3],
      [2, 2, 7, '2026-07-02', '2026-07-04', 2, 'B', 2, 0, null, 0],
    ]);
    expect(byPlace.get(7)?.map((s) => [s.occupancyId, s.isLocked, s.isArrived])).toEqual([
      [1, true, true],
      [2, false, false],
    ]);
  });
});
