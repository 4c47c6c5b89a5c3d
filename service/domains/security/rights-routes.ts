import { Hono } from 'hono';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { rightsInputSchema } from './contract';
import { parseRights, rightsView } from './rights-view';
import { resolveRight } from './rules';
import * as store from './store';

function userOr404(db: Db, id: number) {
  const user = store.findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** `get_right` answers the effective rights (flags included); `set_right` saves the user's own. */
export function rightsRoutes() {
  return new Hono<AppEnv>()
    .get(
      '/security/user/get_right/:userId',
      allow.toOrSelf('establishment_access_user_list', 'read', 'userId'),
      (c) => {
        const { db } = c.get('deps');
        const user = userOr404(db, idParam(c, 'userId'));
        const rights = store.effectiveRights(db, user);
        return c.json(rightsView((code) => resolveRight(user, code, rights)));
      },
    )
    .post('/security/user/set_right/:userId', allow.to('establishment_access_user_list', 'write'), async (c) => {
      const { db } = c.get('deps');
      const userId = idParam(c, 'userId');
      const { rights } = await readJson(c, rightsInputSchema);
      const parsed = parseRights(rights);
      inTransaction(db, () => {
        userOr404(db, userId);
        store.replaceUserRights(db, userId, parsed);
      });
      return c.json({ status: 'SAVED' });
    });
}
