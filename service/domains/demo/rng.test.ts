import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';

describe('seeded random generator', () => {
  it('gives the same sequence for the same seed, so two demo runs give identical data', () => {
    const a = seededRng('demo/customers');
    const b = seededRng('demo/customers');
    const draw = (r: typeof a) => Array.from({ length: 50 }, () => r.int(1, 1000));
    expect(draw(a)).toEqual(draw(b));
    expect(draw(seededRng('demo/places'))).not.toEqual(draw(seededRng('demo/customers')));
  });

  it('stays within bounds and honours the weights', () => {
    const r = seededRng(42);
    for (let i = 0; i < 1000; i += 1) {
      const n = r.int(2, 12);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(12);
    }
    const draws = Array.from({ length: 2000 }, () => r.weighted(['a', 'b'], (x) => (x === 'a' ? 9 : 1)));
    const share = draws.filter((x) => x === 'a').length / draws.length;
    expect(share).toBeGreaterThan(0.85);
    expect(r.digits(14)).toMatch(/^\d{14}$/);
  });
});
