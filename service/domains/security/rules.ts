// Which right a user holds on a functionality, all flags considered.
import type { SessionUser } from './contract';
import { isSystemOnly } from './functionalities';
import { fullRight, noRight, type Right } from './rights';

/**
 * System-only functionalities (backup and update, file verification, import-v1, demo) need the
 * `systeme` flag whatever the rights say; an admin holds every other right in full.
 */
export function resolveRight(
  user: Pick<SessionUser, 'isAdmin' | 'isSysteme'>,
  functionality: string,
  rights: ReadonlyMap<string, Right>,
): Right {
  if (isSystemOnly(functionality) && !user.isSysteme) return noRight;
  if (user.isAdmin) return fullRight;
  return rights.get(functionality) ?? noRight;
}
