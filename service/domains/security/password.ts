// Argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). The native hash runs on
// libuv's thread pool, so signing in never blocks the event loop. The native module (about 14 MB
// resident once loaded) is imported on the first hash or check, not by a service that has only started.
type Argon2 = typeof import('@node-rs/argon2');

let argon2: Promise<Argon2> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
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
