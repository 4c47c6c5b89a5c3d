import { describe, expect, it } from 'vitest';
import { ageCategoryOf, extraQuantityError, isAgeRangeValid } from './rules';

const free = { maxQuantity: null, isStockManaged: false, stockQuantity: null };
const capped = { maxQuantity: 2, isStockManaged: false, stockQuantity: null };
const stocked = { maxQuantity: 3, isStockManaged: true, stockQuantity: 5 };

describe('extraQuantityError', () => {
  it.each([
    ['Quantity must be positive: 0', free, 0, 'QUANTITY_MUST_BE_POSITIVE'],
    ['Quantity must be positive: -1', free, -1, 'QUANTITY_MUST_BE_POSITIVE'],
    ['Quantity must be positive: 1.5 is not a quantity', free, 1.5, 'QUANTITY_MUST_BE_POSITIVE'],
    ['no maximum, no stock: any positive quantity', free, 40, null],
    ['Quantity must not exceed the maximum quantity: 2 of 2', capped, 2, null],
    ['Quantity must not exceed the maximum quantity: 3 of 2', capped, 3, 'QUANTITY_ABOVE_EQUIPMENT_MAXIMUM'],
    ['quantity above stock: within max and stock', stocked, 3, null],
    ['quantity above stock: the maximum is checked first', stocked, 4, 'QUANTITY_ABOVE_EQUIPMENT_MAXIMUM'],
  ] as const)('%s', (_rule, extra, quantity, expected) => {
    expect(extraQuantityError(extra, quantity)).toBe(expected);
  });

  it('quantity above stock: what is left of the stock counts, not the whole stock', () => {
    expect(extraQuantityError(stocked, 3, 2)).toBe('QUANTITY_ABOVE_STOCK');
    expect(extraQuantityError(stocked, 2, 2)).toBeNull();
  });

  it('quantity above stock: a stock-managed extra without stock refuses any quantity', () => {
    expect(extraQuantityError({ ...stocked, stockQuantity: null }, 1)).toBe('QUANTITY_ABOVE_STOCK');
  });

  it('quantity above stock: an extra whose stock is not managed ignores the stock figure', () => {
    expect(extraQuantityError({ maxQuantity: null, isStockManaged: false, stockQuantity: 0 }, 9)).toBeNull();
  });
});

describe('age ranges', () => {
  it.each([
    [{ ageFrom: 2, ageTo: 12 }, true],
    [{ ageFrom: 18, ageTo: null }, true],
    [{ ageFrom: 5, ageTo: 5 }, true],
    [{ ageFrom: 13, ageTo: 12 }, false],
  ])('Age from at or below age to: %j is %s', (range, expected) => {
    expect(isAgeRangeValid(range)).toBe(expected);
  });

  const seed = [
    { label: 'Adulte', ageFrom: 18, ageTo: null },
    { label: 'Adolescent', ageFrom: 13, ageTo: 17 },
    { label: 'Enfant', ageFrom: 2, ageTo: 12 },
    { label: 'Bébé', ageFrom: 0, ageTo: 1 },
  ];

  it.each([
    [0, 'Bébé'],
    [1, 'Bébé'],
    [2, 'Enfant'],
    [12, 'Enfant'],
    [13, 'Adolescent'],
    [17, 'Adolescent'],
    [18, 'Adulte'],
    [90, 'Adulte'],
  ])('an occupant of %i years is in the category %s', (age, label) => {
    expect(ageCategoryOf(age, seed)?.label).toBe(label);
  });
});
