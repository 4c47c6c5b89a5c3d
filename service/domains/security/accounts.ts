// Account creation and password reset outside the HTTP path: first start and the CLI.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import { passwordCheck } from '../../validation';
import { hashPassword } from './password';
import { users } from './schema';
import * as store from './store';

export interface NewAccount {
  login: string;
  password: string;
  name?: string;
  isAdmin?: boolean;
  isSysteme?: boolean;
  isTechnical?: boolean;
}

/** Creates a user in no group, so with 000 everywhere unless a flag says otherwise. */
export async function createAccount(db: Db, clock: Clock, account: NewAccount) {
  const check = passwordCheck(account.password);
  if (check.error) throw fieldError('password', check.error);
  const passwordHash = await hashPassword(account.password);
  if (store.findUserByLogin(db, account.login)) throw fieldError('login', 'LOGIN_ALREADY_EXISTS');
  const now = clock.now().toISOString();
  const row = db
    .insert(users)
    .values({
      login: account.login.trim(),
      name: account.name?.trim() || account.login.trim(),
      passwordHash,
      isAdmin: account.isAdmin ?? false,
      isSysteme: account.isSysteme ?? false,
      isTechnical: account.isTechnical ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { id: row.id, warning: check.warning };
}

export async function resetPassword(db: Db, clock: Clock, login: string, password: string) {
  const check = passwordCheck(password);
  if (check.error) throw fieldError('password', check.error);
  const user = store.findUserByLogin(db, login);
  if (!user) throw new AppError('NOT_FOUND');
  const passwordHash = await hashPassword(password);
  db.update(users).set({ passwordHash, updatedAt: clock.now().toISOString() }).where(eq(users.id, user.id)).run();
  store.deleteUserSessions(db, user.id);
  return { warning: check.warning };
}

export function listAccounts(db: Db) {
  return db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      isAdmin: users.isAdmin,
      isSysteme: users.isSysteme,
      isTechnical: users.isTechnical,
      isActive: users.isActive,
    })
    .from(users)
    .orderBy(asc(users.login))
    .all();
}

/**
 * On a start with no user at all, the system administrator (admin + systeme) is created. Its
 * password is the configured one, else a random one the caller prints once.
 */
export async function ensureFirstUser(db: Db, clock: Clock, login: string, password?: string) {
  if (store.countUsers(db) > 0) return undefined;
  const chosen = password ?? randomBytes(12).toString('base64url');
  await createAccount(db, clock, { login, password: chosen, name: 'Administrateur', isAdmin: true, isSysteme: true });
  return { login, password: chosen, isGenerated: password === undefined };
}
