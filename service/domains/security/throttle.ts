// Failed sign-ins are counted per login and per client address over a sliding window; past the
// limit, sign-in answers 429 until the window has slid. Kept in memory: a restart forgives.
import type { Clock } from '../../clock';

export const throttlePolicy = {
  windowMs: 15 * 60 * 1000,
  maxPerLogin: 5,
  maxPerAddress: 20,
} as const;

export interface SignInThrottle {
  isBlocked(login: string, address: string): boolean;
  recordFailure(login: string, address: string): void;
  reset(login: string): void;
}

export function createSignInThrottle(clock: Clock, policy = throttlePolicy): SignInThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = clock.now().getTime() - policy.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const loginKey = (login: string) => `login:${login.trim().toLowerCase()}`;
  const addressKey = (address: string) => `addr:${address}`;
  return {
    isBlocked: (login, address) =>
      recent(loginKey(login)).length >= policy.maxPerLogin ||
      recent(addressKey(address)).length >= policy.maxPerAddress,
    recordFailure(login, address) {
      const now = clock.now().getTime();
      for (const key of [loginKey(login), addressKey(address)]) failures.set(key, [...recent(key), now]);
    },
    reset: (login) => void failures.delete(loginKey(login)),
  };
}
