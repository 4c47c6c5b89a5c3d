import { describe, expect, it } from 'vitest';
import { duplicateValues, keptValues, prefillOf } from './next-form';

describe('the next form', () => {
  it('« Enregistrer et nouveau » keeps only the fields the screen names', () => {
    expect(
      keptValues({ number: '12', typeId: 3, capacity: 6, name: 'Pins' }, ['typeId', 'capacity', 'layoutId']),
    ).toEqual({ typeId: 3, capacity: 6 });
    expect(keptValues({ number: '12' })).toEqual({});
  });

  it('« Dupliquer » drops the id, empties unique fields and the screen’s, and makes child rows new', () => {
    const record = {
      id: 7,
      code: 'C0007',
      number: 'A12',
      name: 'Les Pins',
      planX: 10,
      createdAt: '2026-01-01',
      availableType: [{ id: 1 }],
      addressList: [{ id: 4, town: 'Vannes' }],
      featureIds: [1, 2],
    };
    expect(duplicateValues(record, ['planX'])).toEqual({
      code: null,
      number: null,
      name: 'Les Pins',
      planX: null,
      addressList: [{ town: 'Vannes' }],
      featureIds: [1, 2],
    });
  });

  it('reads the prefill of the history state, ignoring anything else', () => {
    expect(prefillOf({ prefill: { typeId: 3 }, key: 'x' })).toEqual({ typeId: 3 });
    expect(prefillOf({ key: 'x' })).toBeUndefined();
    expect(prefillOf(undefined)).toBeUndefined();
    expect(prefillOf({ prefill: [1] })).toBeUndefined();
  });
});
