// A deletion blocker other domains can extend: the domain that owns the entity names its own
// references; later domains (bookings, billing) register theirs through its index.ts.
import { type ReferenceCheck, type ReferenceChecks, referenceChecks } from '../../db/reference-checks';
import type { ErrorCode } from '../../errors/catalogue';
import type { DeleteBlocker } from './descriptor';

export interface ExtensibleBlocker extends DeleteBlocker {
  readonly register: ReferenceChecks<number>['register'];
}

export function extensibleBlocker(
  code: ErrorCode,
  initial: Readonly<Record<string, ReferenceCheck<number>>> = {},
): ExtensibleBlocker {
  const checks = referenceChecks<number>();
  for (const [name, check] of Object.entries(initial)) checks.register(name, check);
  return { code, isBlocked: ({ db }, id) => checks.isReferenced(db, id), register: checks.register };
}
