// The context the demo writes through the registry entities with: the same checks as the screens,
// on behalf of a system user that exists only for this run (`bivouac init-demo` has no session).
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { EntityContext } from '../../http/entity/descriptor';
import type { SessionUser } from '../security';

const demoUser: SessionUser = {
  id: 0,
  login: 'init-demo',
  name: 'Site de démonstration',
  isAdmin: true,
  isSysteme: true,
  isTechnical: false,
  hasSpecificRights: false,
};

export function demoContext(db: Db, clock: Clock): EntityContext {
  return { db, clock, user: demoUser };
}
