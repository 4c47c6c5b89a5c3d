import { describe, expect, it } from 'vitest';
import type { RightAreaDto, RightItemDto } from '../../../service/domains/security/contract';
import { commonCode, mapArea, mapItem, matches, toRightsInput, withCode, withExport } from './rights-model';

const item = (code: string, right: RightItemDto['right'], canExport = false): RightItemDto => ({
  code,
  label: code,
  right,
  canSelect: right !== '000',
  canWrite: right === '011' || right === '111',
  canDelete: right === '111',
  canExport,
});

const areas: RightAreaDto[] = [
  { code: 'a', label: 'Établissement', subFunctionalities: [item('a1', '001', true), item('a2', '000')] },
  { code: 'b', label: 'Réservation', subFunctionalities: [item('b1', '111')] },
];

describe('rights editor model', () => {
  it.each([
    ['000', { canSelect: false, canWrite: false, canDelete: false }],
    ['001', { canSelect: true, canWrite: false, canDelete: false }],
    ['011', { canSelect: true, canWrite: true, canDelete: false }],
    ['111', { canSelect: true, canWrite: true, canDelete: true }],
  ] as const)('"rights codes 000/001/011/111": %s sets the flags', (code, flags) => {
    expect(withCode(item('x', '000'), code)).toMatchObject({ right: code, ...flags });
  });

  it('drops export with the right set to 000, and refuses export without reading', () => {
    expect(withCode(item('x', '001', true), '000').canExport).toBe(false);
    expect(withExport(item('x', '000'), true).canExport).toBe(false);
    expect(withExport(item('x', '001'), true).canExport).toBe(true);
  });

  it('applies an area shortcut to the area only, or to the rows a search shows', () => {
    const all = mapArea(areas, 'a', (f) => withCode(f, '011'));
    expect(all[0]?.subFunctionalities.map((f) => f.right)).toEqual(['011', '011']);
    expect(all[1]).toBe(areas[1]);
    const shown = mapArea(areas, 'a', (f) => withCode(f, '111'), [item('a2', '000')]);
    expect(shown[0]?.subFunctionalities.map((f) => f.right)).toEqual(['001', '111']);
  });

  it('changes one functionality wherever it is', () => {
    expect(mapItem(areas, 'b1', (f) => withCode(f, '001'))[1]?.subFunctionalities[0]?.right).toBe('001');
  });

  it('tells the common code of rows, or none when they differ', () => {
    expect(commonCode(areas[0]?.subFunctionalities ?? [])).toBeUndefined();
    expect(commonCode(areas[1]?.subFunctionalities ?? [])).toBe('111');
  });

  it('flattens to the set_right body: code and four flags per functionality', () => {
    expect(toRightsInput(areas)).toEqual([
      { code: 'a1', canSelect: true, canWrite: false, canDelete: false, canExport: true },
      { code: 'a2', canSelect: false, canWrite: false, canDelete: false, canExport: false },
      { code: 'b1', canSelect: true, canWrite: true, canDelete: true, canExport: false },
    ]);
  });

  it('searches labels without case or accents', () => {
    expect(matches('Réservations annulées', 'RESERV')).toBe(true);
    expect(matches('Ménage', 'menage')).toBe(true);
    expect(matches('Planning', 'caisse')).toBe(false);
  });
});
