// A registrable list of "is this still referenced?" checks: the domain that owns a row asks
// every registered check before deleting it; domains built later register their own, by name
// (registering a name again replaces its check, so building several apps stays harmless).
import type { Db } from './connection';

export type ReferenceCheck<K> = (db: Db, key: K) => boolean;

export interface ReferenceChecks<K> {
  register(name: string, check: ReferenceCheck<K>): void;
  isReferenced(db: Db, key: K): boolean;
  names(): string[];
}

export function referenceChecks<K>(): ReferenceChecks<K> {
  const checks = new Map<string, ReferenceCheck<K>>();
  return {
    register: (name, check) => void checks.set(name, check),
    isReferenced: (db, key) => [...checks.values()].some((check) => check(db, key)),
    names: () => [...checks.keys()],
  };
}
