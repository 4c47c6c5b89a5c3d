// Users, sessions, rights and settings queries; no rules here.
import { count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { type Right, strongest } from './rights';
import { appSettings, groupRights, headerCustomNames, sessions, userGroups, userRights, users } from './schema';

export type UserRow = typeof users.$inferSelect;

export function findUserByLogin(db: Db, login: string): UserRow | undefined {
  return db.select().from(users).where(sql`lower(${users.login}) = lower(${login.trim()})`).get();
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function countUsers(db: Db): number {
  return db.select({ n: count() }).from(users).get()?.n ?? 0;
}

export function insertSession(db: Db, row: typeof sessions.$inferInsert): void {
  db.insert(sessions).values(row).run();
}

/**
 * The session lookup of a request whose session is not in memory yet, prepared once: building the
 * SQL anew on each call cost more than running it.
 */
export function prepareHotQueries(db: Db) {
  return {
    sessionWithUser: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .prepare(),
  };
}

export function touchSession(db: Db, tokenHash: string, at: string): void {
  db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash)).run();
}

export function deleteSession(db: Db, tokenHash: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
}

export function deleteUserSessions(db: Db, userId: number): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function deleteAllSessions(db: Db): void {
  db.delete(sessions).run();
}

export function deleteSessionsIdleSince(db: Db, before: string): void {
  db.delete(sessions).where(lt(sessions.lastSeenAt, before)).run();
}

export function countSessionsOf(db: Db, userId: number): number {
  return db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)).get()?.n ?? 0;
}

/** Effective rights: the user's own when saved, else the strongest of their groups'. */
export function effectiveRights(db: Db, user: Pick<UserRow, 'id' | 'hasSpecificRights'>): Map<string, Right> {
  // Read on every request whose kept rights a write dropped (any booking saved): prepared once.
  const rows = (
    user.hasSpecificRights
      ? statement(db, 'SELECT functionality, code, can_export FROM user_rights WHERE user_id = ?')
      : statement(
          db,
          `SELECT g.functionality, g.code, g.can_export FROM group_rights g
           JOIN user_groups ug ON ug.group_id = g.group_id WHERE ug.user_id = ?`,
        )
  ).all(user.id) as { functionality: string; code: Right['code']; can_export: number }[];
  const rights = new Map<string, Right>();
  for (const row of rows) {
    const right: Right = { code: row.code, canExport: row.can_export === 1 };
    const known = rights.get(row.functionality);
    rights.set(row.functionality, known ? strongest(known, right) : right);
  }
  return rights;
}

export function replaceUserRights(db: Db, userId: number, rights: ReadonlyMap<string, Right>): void {
  db.delete(userRights).where(eq(userRights.userId, userId)).run();
  for (const [functionality, right] of rights) {
    db.insert(userRights).values({ userId, functionality, code: right.code, canExport: right.canExport }).run();
  }
  db.delete(userGroups).where(eq(userGroups.userId, userId)).run();
  db.update(users).set({ hasSpecificRights: true }).where(eq(users.id, userId)).run();
}

export function replaceGroupRights(db: Db, groupId: number, rights: ReadonlyMap<string, Right>): void {
  db.delete(groupRights).where(eq(groupRights.groupId, groupId)).run();
  for (const [functionality, right] of rights) {
    db.insert(groupRights).values({ groupId, functionality, code: right.code, canExport: right.canExport }).run();
  }
}

export function groupRightsOf(db: Db, groupId: number): Map<string, Right> {
  const rows = db.select().from(groupRights).where(eq(groupRights.groupId, groupId)).all();
  return new Map(rows.map((r) => [r.functionality, { code: r.code, canExport: r.canExport }]));
}

export function headerCustomNameMap(db: Db): Map<number, string> {
  const rows = db.select().from(headerCustomNames).all();
  return new Map(rows.map((r) => [r.headerId, r.customName]));
}

export function getSetting(db: Db, key: string): string | undefined {
  return db.select().from(appSettings).where(eq(appSettings.key, key)).get()?.value;
}

/** Inserts the value unless the key exists, then answers the stored value (first writer wins). */
export function ensureSetting(db: Db, key: string, value: string): string {
  db.insert(appSettings).values({ key, value }).onConflictDoNothing().run();
  return getSetting(db, key) ?? value;
}

/** Inserts or replaces a setting. */
export function putSetting(db: Db, key: string, value: string): void {
  db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } }).run();
}

export function userGroupIds(db: Db, userId: number): number[] {
  return db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .all()
    .map((r) => r.groupId);
}
