// Which screens a user may read, for a call that answers several sections at once and must leave
// out those the user has no right to: one read of the user's rights, then a look-up per section.
import type { Db } from '../../db/connection';
import type { SessionUser } from './contract';
import { type FunctionalityCode, functionalityByCode } from './functionalities';
import { allows } from './rights';
import { resolveRight } from './rules';
import { effectiveRights } from './store';

/** Read right on the functionality, and its module (if any) switched on, as the route guard asks. */
export function readableFunctionalities(
  db: Db,
  user: SessionUser,
  isModuleActive: (module: string) => boolean,
): (functionality: FunctionalityCode) => boolean {
  const rights = effectiveRights(db, user);
  return (functionality) => {
    const module = functionalityByCode(functionality)?.module;
    if (module !== undefined && !isModuleActive(module)) return false;
    return allows(resolveRight(user, functionality, rights), 'read');
  };
}
