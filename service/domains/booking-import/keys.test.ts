import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, keyPrefixOf } from './keys';

describe('channel API keys', () => {
  it('are random, prefixed, and kept only as a SHA-256 of 64 hex characters', () => {
    const [a, b] = [generateApiKey(), generateApiKey()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^bvk_[\w-]{43}$/);
    expect(hashApiKey(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(a)).toBe(hashApiKey(a));
    expect(hashApiKey(a)).not.toBe(hashApiKey(b));
  });

  it('shows staff a prefix that does not give the key away', () => {
    const key = generateApiKey();
    expect(keyPrefixOf(key)).toBe(key.slice(0, 10));
  });
});
