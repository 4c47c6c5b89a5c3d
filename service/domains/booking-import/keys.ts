// Channel API keys: random, shown once, kept only as their SHA-256 (a stolen database gives no key).
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'bvk_';

export function generateApiKey(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What the key list shows of a key: enough to tell keys apart. */
export function keyPrefixOf(key: string): string {
  return key.slice(0, PREFIX.length + 6);
}
