import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id, instant } from '../../db/columns';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: bool('is_admin').notNull().default(false),
    isSysteme: bool('is_systeme').notNull().default(false),
    isTechnical: bool('is_technical').notNull().default(false),
    isActive: bool('is_active').notNull().default(true),
    isTestAccount: bool('is_test_account').notNull().default(false),
    /** Simultaneous sessions allowed; 0 means no limit. */
    concurrentAccessCount: integer('concurrent_access_count').notNull().default(0),
    /** True once the user's own rights were saved: groups no longer apply. */
    hasSpecificRights: bool('has_specific_rights').notNull().default(false),
    ...audit(),
  },
  (t) => [uniqueIndex('users_login_unique').on(sql`lower(${t.login})`)],
);

export const groups = sqliteTable(
  'groups',
  {
    id: id(),
    name: text('name').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('groups_name_unique').on(sql`lower(${t.name})`)],
);

export const userGroups = sqliteTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group').on(t.groupId)],
);

export const groupRights = sqliteTable(
  'group_rights',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    functionality: text('functionality').notNull(),
    code: text('code', { enum: ['000', '001', '011', '111'] }).notNull(),
    canExport: bool('can_export').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.functionality] })],
);

export const userRights = sqliteTable(
  'user_rights',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    functionality: text('functionality').notNull(),
    code: text('code', { enum: ['000', '001', '011', '111'] }).notNull(),
    canExport: bool('can_export').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.functionality] })],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a copy of the database does not hand out live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_last_seen').on(t.lastSeenAt)],
);

/** A site's own name for a top-menu header (at most one per header). */
export const headerCustomNames = sqliteTable(
  'header_custom_names',
  {
    id: id(),
    headerId: integer('header_id').notNull(),
    customName: text('custom_name').notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('header_custom_names_header').on(t.headerId)],
);

/** Server-wide key/value settings (the anti-forgery secret, ...). */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
