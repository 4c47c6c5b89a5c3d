// security/user: accounts, their groups and flags. At least one active user always remains, and
// a flag can only be granted by someone who holds it.
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import type { EntityContext, EntityDescriptor } from '../../http/entity/descriptor';
import { sortColumn, sortColumns } from '../../http/entity/sort';
import { rowVersioning } from '../../http/entity/versioning';
import { passwordCheck } from '../../validation';
import { type UserDto, type UserInput, userCriteriaSchema, userInputSchema } from './contract';
import { hashPassword } from './password';
import { groups, userGroups, users } from './schema';
import * as store from './store';

type Criteria = z.infer<typeof userCriteriaSchema>;
const columns = sortColumns({ login: users.login, name: users.name, isActive: users.isActive });

function toDto(db: Db, row: store.UserRow): UserDto {
  const { passwordHash: _secret, ...rest } = row;
  return { ...rest, groupIds: store.userGroupIds(db, row.id) };
}

function countActiveUsersBesides(db: Db, id: number): number {
  return (
    db
      .select({ n: count() })
      .from(users)
      .where(and(ne(users.id, id), eq(users.isActive, true)))
      .get()?.n ?? 0
  );
}

/** An actor may only grant or withdraw a flag they hold themselves. */
function checkFlags(ctx: EntityContext, input: UserInput, before: store.UserRow | undefined) {
  const changed = (flag: 'isAdmin' | 'isSysteme' | 'isTechnical') => input[flag] !== (before?.[flag] ?? false);
  if (changed('isAdmin') && !ctx.user.isAdmin) throw fieldError('isAdmin', 'MODIFICATION_NOT_AUTHORISED');
  if (changed('isSysteme') && !ctx.user.isSysteme) throw fieldError('isSysteme', 'MODIFICATION_NOT_AUTHORISED');
  if (changed('isTechnical') && !ctx.user.isTechnical) {
    throw fieldError('isTechnical', 'MODIFICATION_NOT_AUTHORISED');
  }
}

function checkLogin(db: Db, input: UserInput) {
  const other = store.findUserByLogin(db, input.login);
  if (other && other.id !== input.id) throw fieldError('login', 'LOGIN_ALREADY_EXISTS');
}

function checkGroups(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return;
  const known = db.select({ id: groups.id }).from(groups).where(inArray(groups.id, groupIds)).all();
  if (known.length !== new Set(groupIds).size) throw fieldError('groupIds', 'VALIDATION');
}

function save(ctx: EntityContext, input: UserInput) {
  const { db } = ctx;
  const before = input.id === 0 ? undefined : store.findUserById(db, input.id);
  if (input.id !== 0 && !before) throw new AppError('NOT_FOUND');
  checkFlags(ctx, input, before);
  checkLogin(db, input);
  checkGroups(db, input.groupIds);
  if (!input.isActive && countActiveUsersBesides(db, input.id) === 0) throw new AppError('AT_LEAST_ONE_USER');
  const now = ctx.clock.now().toISOString();
  const { id: _id, password: _pw, passwordHash, groupIds, ...values } = input;
  let id = input.id;
  if (!before) {
    if (!passwordHash) throw fieldError('password', 'PASSWORD_REQUIRED');
    id = db
      .insert(users)
      .values({ ...values, passwordHash, createdAt: now, updatedAt: now })
      .returning({ id: users.id })
      .get().id;
  } else {
    db.update(users)
      .set({ ...values, ...(passwordHash ? { passwordHash } : {}), updatedAt: now })
      .where(eq(users.id, id))
      .run();
    if (!input.isActive) store.deleteUserSessions(db, id);
  }
  // A user whose own rights were saved belongs to no group; choosing groups again returns to them.
  if (!before?.hasSpecificRights || groupIds.length > 0) {
    db.delete(userGroups).where(eq(userGroups.userId, id)).run();
    for (const groupId of groupIds) db.insert(userGroups).values({ userId: id, groupId }).run();
    if (groupIds.length > 0) db.update(users).set({ hasSpecificRights: false }).where(eq(users.id, id)).run();
  }
  const warning = input.password ? passwordCheck(input.password).warning : undefined;
  return { id, warnings: warning ? [warning] : undefined };
}

export const userEntity: EntityDescriptor<UserDto, UserInput, Criteria> = {
  base: 'security/user',
  functionality: 'establishment_access_user_list',
  label: 'Utilisateurs',
  input: userInputSchema,
  criteria: userCriteriaSchema,
  sortable: [...columns.keys()],
  blockers: [],
  versioning: rowVersioning(users),
  list: ({ db }) =>
    db
      .select()
      .from(users)
      .orderBy(asc(users.login))
      .all()
      .map((r) => toDto(db, r)),
  get: ({ db }, id) => {
    const row = store.findUserById(db, id);
    return row && toDto(db, row);
  },
  blank: () => ({
    id: 0,
    login: '',
    name: '',
    email: null,
    isAdmin: false,
    isSysteme: false,
    isTechnical: false,
    isActive: true,
    isTestAccount: false,
    concurrentAccessCount: 0,
    hasSpecificRights: false,
    groupIds: [],
    createdAt: '',
    updatedAt: '',
  }),
  choices: ({ db }) => ({
    availableGroup: db.select({ id: groups.id, name: groups.name }).from(groups).orderBy(asc(groups.name)).all(),
  }),
  search({ db }, { criteria, page, pageSize, sort }) {
    const conditions: SQL[] = [];
    if (criteria.login) conditions.push(sql`lower(${users.login}) LIKE ${`${criteria.login.toLowerCase()}%`}`);
    if (criteria.name) conditions.push(sql`lower(${users.name}) LIKE ${`%${criteria.name.toLowerCase()}%`}`);
    if (criteria.isActive !== undefined) conditions.push(eq(users.isActive, criteria.isActive));
    const where = conditions.length ? and(...conditions) : undefined;
    const column = sortColumn(columns, sort?.field ?? 'login');
    const dir = sort?.order === 'descend' ? desc : asc;
    const rows = db
      .select()
      .from(users)
      .where(where)
      .orderBy(dir(column), dir(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .all();
    const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
    return { items: rows.map((r) => toDto(db, r)), total };
  },
  async prepare(_ctx, input) {
    if (!input.password) return input;
    const check = passwordCheck(input.password);
    if (check.error) throw fieldError('password', check.error);
    return { ...input, passwordHash: await hashPassword(input.password) };
  },
  save,
  remove({ db }, id) {
    if (countActiveUsersBesides(db, id) === 0) throw new AppError('AT_LEAST_ONE_USER');
    db.delete(users).where(eq(users.id, id)).run();
  },
  csv: [
    { header: 'Identifiant', value: (u) => u.login },
    { header: 'Nom', value: (u) => u.name },
    { header: 'E-mail', value: (u) => u.email },
    { header: 'Administrateur', value: (u) => u.isAdmin, format: 'bool' },
    { header: 'Système', value: (u) => u.isSysteme, format: 'bool' },
    { header: 'Actif', value: (u) => u.isActive, format: 'bool' },
    { header: 'Créé le', value: (u) => u.createdAt, format: 'datetime' },
  ],
  info({ db }, id) {
    const row = store.findUserById(db, id);
    return row && { id, entity: 'security/user', label: row.login, createdAt: row.createdAt, updatedAt: row.updatedAt };
  },
  setActive(ctx, id, isActive) {
    const row = store.findUserById(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!isActive && countActiveUsersBesides(ctx.db, id) === 0) throw new AppError('AT_LEAST_ONE_USER');
    ctx.db.update(users).set({ isActive, updatedAt: ctx.clock.now().toISOString() }).where(eq(users.id, id)).run();
    if (!isActive) store.deleteUserSessions(ctx.db, id);
  },
};
