import { describe, expect, it } from 'vitest';
import { fromRanges, toRanges } from './marker';

describe('demo marker id ranges', () => {
  it('keeps the ids a step created as ranges, and gives them back exactly', () => {
    expect(toRanges([3, 1, 2, 7, 8, 10])).toEqual([
      [1, 3],
      [7, 8],
      [10, 10],
    ]);
    const ids = Array.from({ length: 500 }, (_, i) => i + 11);
    expect(toRanges(ids)).toEqual([[11, 510]]);
    expect(fromRanges(toRanges(ids))).toEqual(ids);
    expect(toRanges([])).toEqual([]);
  });
});
