// Sign-in use cases: checking credentials under throttling, opening and closing sessions,
// and the `user` payload with its menu tree.

import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/app-error';
import type { CurrentAccessDto, CurrentUserDto, LoginInput, SessionUser } from './contract';
import { type FunctionalityCode, functionalities } from './functionalities';
import { buildMenus } from './menu';
import { decoyHash, verifyPassword } from './password';
import { allows, type Right, type RightFlags, strongest, toFlags } from './rights';
import { resolveRight } from './rules';
import type { SessionMeta, Sessions } from './sessions';
import * as store from './store';
import type { SignInThrottle } from './throttle';

/** `isModuleActive` comes from the module domain (this one cannot import it): menus hide switched-off modules. */
export function createSignIn(
  db: Db,
  sessions: Sessions,
  throttle: SignInThrottle,
  isModuleActive: (module: string) => boolean,
) {
  const queries = store.prepareHotQueries(db);
  const rightLookup = (user: SessionUser) => {
    const rights = store.effectiveRights(db, user);
    return (functionality: FunctionalityCode) => resolveRight(user, functionality, rights);
  };

  return {
    async signIn(input: LoginInput, meta: SessionMeta): Promise<{ token: string; user: SessionUser }> {
      const address = meta.ip ?? 'unknown';
      if (throttle.isBlocked(input.login, address)) throw new AppError('TOO_MANY_ATTEMPTS');
      const row = store.findUserByLogin(db, input.login);
      const isValid = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
      if (!row || !isValid) {
        throttle.recordFailure(input.login, address);
        throw new AppError('BAD_CREDENTIALS');
      }
      throttle.reset(input.login);
      if (!row.isActive) throw new AppError('USER_SUSPENDED');
      if (row.concurrentAccessCount > 0 && sessions.liveCount(row.id) >= row.concurrentAccessCount) {
        throw new AppError('USER_ALREADY_CONNECTED');
      }
      const token = sessions.open(row.id, meta);
      const user: SessionUser = {
        id: row.id,
        login: row.login,
        name: row.name,
        isAdmin: row.isAdmin,
        isSysteme: row.isSysteme,
        isTechnical: row.isTechnical,
        hasSpecificRights: row.hasSpecificRights,
      };
      return { token, user };
    },

    signOut(token: string): void {
      sessions.close(token);
    },

    /** The right the user holds on one functionality, for the route guard: one prepared query. */
    rightOf(user: SessionUser, functionality: FunctionalityCode): Right {
      const params = { userId: user.id, functionality };
      const rows = user.hasSpecificRights ? queries.ownRight.all(params) : queries.groupsRights.all(params);
      const right = rows.reduce<Right | undefined>((best, r) => (best ? strongest(best, r) : r), undefined);
      return resolveRight(user, functionality, new Map(right ? [[functionality, right]] : []));
    },

    currentUser(user: SessionUser): CurrentUserDto {
      const menus = buildMenus(rightLookup(user), store.headerCustomNameMap(db), isModuleActive);
      return { id: user.id, name: user.name, admin: user.isAdmin, systeme: user.isSysteme, menus };
    },

    /** The user and their rights from one read of the rights; `{version}` alone when `knownVersion` is current. */
    currentAccess(user: SessionUser, knownVersion?: string): CurrentAccessDto {
      const rightOf = rightLookup(user);
      const menus = buildMenus(rightOf, store.headerCustomNameMap(db), isModuleActive);
      const current = { id: user.id, name: user.name, admin: user.isAdmin, systeme: user.isSysteme, menus };
      const rights: Record<string, RightFlags> = {};
      for (const { code, module } of functionalities) {
        const right = rightOf(code);
        const isOn = module === undefined || isModuleActive(module);
        if (isOn && allows(right, 'read')) rights[code] = toFlags(right);
      }
      const version = createHash('sha256')
        .update(JSON.stringify([current, rights]))
        .digest('base64url')
        .slice(0, 22);
      return version === knownVersion ? { version } : { version, user: current, rights };
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
