// The fast hasher of a chain's walk gives exactly the hash `appendChained` stored.
import { describe, expect, it } from 'vitest';
import { rowHash, rowHasher } from './chain';

describe('rowHasher', () => {
  it('hashes a row as rowHash does, whatever the order of its keys, text quoted, null kept', () => {
    const row = { id: 3, prev_hash: 'ab', label: 'Chèque « n° 12 »\n', amount_cents: -1250, comment: null, hash: 'x' };
    const hasher = rowHasher(Object.keys(row));
    expect(hasher(row)).toBe(rowHash(row));
    const shuffled = {
      hash: 'y',
      comment: null,
      amount_cents: -1250,
      label: 'Chèque « n° 12 »\n',
      prev_hash: 'ab',
      id: 3,
    };
    expect(hasher(shuffled)).toBe(rowHash(row));
    expect(hasher({ ...row, amount_cents: -1251 })).not.toBe(rowHash(row));
  });
});
