// Sign-in use cases: checking credentials under throttling, opening and closing sessions,
// and the `user` payload with its menu tree.

import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { untilWrite } from '../../db/until-write';
import { AppError } from '../../errors/app-error';
import type { CurrentAccessDto, CurrentUserDto, LoginInput, SessionUser } from './contract';
import { type FunctionalityCode, functionalities } from './functionalities';
import { buildMenus } from './menu';
import { decoyHash, verifyPassword } from './password';
import { allows, type Right, type RightFlags, toFlags } from './rights';
import { resolveRight } from './rules';
import type { SessionMeta, Sessions } from './sessions';
import * as store from './store';
import type { SignInThrottle } from './throttle';

/** Users whose rights and current-user answer are kept in memory between writes. */
const keptUsers = 1_000;

/** What the current user's answers depend on besides the database's rights, groups and modules. */
const userKey = (user: SessionUser) =>
  `${user.id}:${user.name}:${user.isAdmin}:${user.isSysteme}:${user.hasSpecificRights}`;

/** `isModuleActive` comes from the module domain (this one cannot import it): menus hide switched-off modules. */
export function createSignIn(
  db: Db,
  sessions: Sessions,
  throttle: SignInThrottle,
  isModuleActive: (module: string) => boolean,
) {
  // The route guard asks for a right on every request, the screens for the current user at each
  // start: both are kept per user until the next write to the file (rights, groups, modules, names).
  const keptRights = untilWrite<string, Map<string, Right>>(db, keptUsers);
  const rightsOf = (user: SessionUser) =>
    keptRights.get(`${user.id}:${user.hasSpecificRights}`, () => store.effectiveRights(db, user));
  const rightLookup = (user: SessionUser) => {
    const rights = rightsOf(user);
    return (functionality: FunctionalityCode) => resolveRight(user, functionality, rights);
  };
  const keptCurrentUser = untilWrite<string, Uint8Array<ArrayBuffer>>(db, keptUsers);
  const keptAccess = untilWrite<string, Required<CurrentAccessDto>>(db, keptUsers);

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

    /** The right the user holds on one functionality, for the route guard: read from memory between writes. */
    rightOf(user: SessionUser, functionality: FunctionalityCode): Right {
      return resolveRight(user, functionality, rightsOf(user));
    },

    currentUser(user: SessionUser): CurrentUserDto {
      const menus = buildMenus(rightLookup(user), store.headerCustomNameMap(db), isModuleActive);
      return { id: user.id, name: user.name, admin: user.isAdmin, systeme: user.isSysteme, menus };
    },

    /**
     * `{user: currentUser(user)}` as UTF-8 JSON, built once between writes: its menu tree weighs tens
     * of kilobytes, and encoding it again on each call cost as much as sending it.
     */
    currentUserJson(user: SessionUser): Uint8Array<ArrayBuffer> {
      return keptCurrentUser.get(userKey(user), () => Buffer.from(JSON.stringify({ user: this.currentUser(user) })));
    },

    /** The user and their rights from one read of the rights; `{version}` alone when `knownVersion` is current. */
    currentAccess(user: SessionUser, knownVersion?: string): CurrentAccessDto {
      const access = keptAccess.get(userKey(user), () => {
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
        return { version, user: current, rights };
      });
      return access.version === knownVersion ? { version: access.version } : access;
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
