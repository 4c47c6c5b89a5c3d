// Argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). The native hash runs on
// libuv's thread pool, so signing in never blocks the event loop.
import { hash, verify } from '@node-rs/argon2';

const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Hash of nothing in particular: verifying against it costs as much as a real check, so an unknown login is not faster to refuse. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-unknown-logins');
  return decoy;
}
