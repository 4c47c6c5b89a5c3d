// A small seeded random generator (mulberry32): the demo site must come out identical on every
// run and every machine, so nothing here may read Math.random or the clock.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability (0 to 1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item drawn with the weights of `weightOf`. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** A string of `length` decimal digits. */
  digits(length: number): string;
}

/** FNV-1a: turns a seed text ('demo/customers') into a 32-bit seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? seedOf(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted(items, weightOf) {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let left = next() * total;
      for (const item of items) {
        left -= weightOf(item);
        if (left < 0) return item;
      }
      return pick(items);
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
  };
}
