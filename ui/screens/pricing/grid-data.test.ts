// The pure parts of the grid screens: which prices the matrix asks for each price model, a saved
// version brought back to the form's shape, and the body sent to `price/grid/edit`.
import { describe, expect, it } from 'vitest';
import {
  formOf,
  type GridForm,
  type GridOption,
  gridPlaceTypes,
  includedText,
  priceFields,
  type SavedVersion,
} from './grid-data';
import { gridBody } from './grid-save';

describe('priceFields', () => {
  it('a night grid asks the night price, plus first and special nights when the grid uses them', () => {
    expect(priceFields(1, {})).toEqual(['nightCents']);
    expect(priceFields(1, { firstNightsCount: 2, specialWeekdays: [5, 6] })).toEqual([
      'nightCents',
      'firstNightsCents',
      'specialNightsCents',
    ]);
  });

  it('week grids ask the week and the extra night; the stay package only the package', () => {
    expect(priceFields(2, {})).toEqual(['weekCents', 'extraNightCents']);
    expect(priceFields(8, {})).toEqual(['packageCents']);
  });
});

describe('formOf', () => {
  it('puts each period back with its prices and turns option date splits from period ids into positions', () => {
    const version = {
      periods: [
        { id: 11, label: 'Basse', startDate: '2027-04-01', endDate: '2027-06-30', duration: null },
        { id: 12, label: 'Haute', startDate: '2027-07-01', endDate: '2027-08-31', duration: null },
      ],
      prices: [
        { periodId: 12, placeTypeId: 1, nightCents: 3500, occupants: [] },
        { periodId: 11, placeTypeId: 1, nightCents: 2000, occupants: [] },
      ],
      options: [
        {
          kind: 'extra',
          refId: 3,
          tvaId: 1,
          cents: 450,
          pricing: null,
          isIncluded: false,
          isMandatory: false,
          maxQuantity: null,
          periodCents: [{ periodId: 12, cents: 600 }],
        },
      ],
      minNights: null,
      partnerIds: [],
    } satisfies SavedVersion;
    const form = formOf(version);
    expect(form.periods.map((p) => [p.label, p.prices.map((c) => c.nightCents)])).toEqual([
      ['Basse', [2000]],
      ['Haute', [3500]],
    ]);
    expect(form.options[0].periodCents).toEqual([{ period: 1, cents: 600 }]);
    // A version saved before options listed their included types: none, every type.
    expect(form.options[0].includedPlaceTypeIds).toEqual([]);
  });
});

describe('the place types an option is included for', () => {
  const types = [
    { id: 1, label: 'Emplacement nu' },
    { id: 2, label: 'Emplacement électrifié' },
    { id: 3, label: 'Mobil-home' },
  ];
  const period = (placeTypeIds: number[]) => ({
    label: 'Haute',
    startDate: '2027-07-01',
    endDate: '2027-08-31',
    duration: null,
    prices: placeTypeIds.map((placeTypeId) => ({ placeTypeId, occupants: [] })),
  });
  const option = (isIncluded: boolean, includedPlaceTypeIds: number[]): GridOption => ({
    kind: 'extra',
    refId: 1,
    tvaId: 1,
    cents: 450,
    pricing: null,
    isIncluded,
    includedPlaceTypeIds,
    isMandatory: false,
    maxQuantity: null,
    periodCents: [],
  });

  it('the multi-select offers the types the grid prices in any period, and only those', () => {
    const grid = { periods: [period([2]), period([1, 2])], availablePlaceType: types };
    expect(gridPlaceTypes(grid)).toEqual([types[0], types[1]]);
  });

  it('« Inclus » says no, « Oui » for every type of the grid, or the types listed', () => {
    expect(includedText(option(false, []), types)).toBe('');
    expect(includedText(option(true, []), types)).toBe('Oui');
    expect(includedText(option(true, [2, 3]), types)).toBe('Emplacement électrifié, Mobil-home');
  });
});

describe('gridBody', () => {
  it('sends the grid without its choice lists and versions, and no minimum nights without an operator', () => {
    const grid = {
      id: 4,
      label: 'Été',
      priceModel: 1,
      historyVersion: 2,
      periods: [],
      options: [],
      partnerIds: [],
      versions: [1, 2],
      availablePlaceType: [{ id: 1, label: 'Emplacement' }],
      minNights: { value: 3 },
    } satisfies GridForm;
    expect(gridBody(grid)).toEqual({
      id: 4,
      label: 'Été',
      priceModel: 1,
      historyVersion: 2,
      periods: [],
      options: [],
      partnerIds: [],
      minNights: null,
    });
  });
});
