import { describe, expect, it } from 'vitest';
import { paddingOf, rangePreview } from './place-range';

describe('the series dialog', () => {
  it.each([
    [{ prefix: 'A', first: 1, last: 50, digits: 2 }, '50 emplacements : A01 à A50'],
    [{ prefix: ' L', first: 7, last: 7, digits: 0 }, '1 emplacement : L7'],
    [{ first: 1, last: 1000 }, '1\u202f000 emplacements : 1 à 1000'],
    [{ first: 5, last: 4 }, undefined],
    [{ first: 5 }, undefined],
  ])('previews %o as %s', (values, text) => {
    expect(rangePreview(values)).toBe(text);
  });

  it.each([
    ['A', ['A01', 'A02', 'A10'], 2],
    ['a', ['A001', 'A010'], 3],
    ['A', ['A1', 'A2'], undefined],
    ['A', ['A01', 'A100'], undefined],
    ['A', ['AB01', 'A07'], 2],
    ['', [], undefined],
  ])('the padding under %s of %o is %s', (prefix, numbers, width) => {
    expect(paddingOf(prefix, numbers)).toBe(width);
  });
});
