// security/group: right groups. A group carries a right per functionality; its users get the
// strongest right of all their groups.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../errors/app-error';
import type { EntityDescriptor } from '../../http/entity/descriptor';
import { rowVersioning } from '../../http/entity/versioning';
import { type GroupDto, type GroupInput, groupCriteriaSchema, groupInputSchema } from './contract';
import { parseRights, storedRightsView } from './rights-view';
import { groups, userGroups } from './schema';
import * as store from './store';

type Criteria = z.infer<typeof groupCriteriaSchema>;
type GroupRow = typeof groups.$inferSelect;

function toDto(db: Db, row: GroupRow): GroupDto {
  const userCount = db.select({ n: count() }).from(userGroups).where(eq(userGroups.groupId, row.id)).get()?.n ?? 0;
  return { ...row, userCount, rights: storedRightsView(store.groupRightsOf(db, row.id)) };
}

const findGroup = (db: Db, id: number) => db.select().from(groups).where(eq(groups.id, id)).get();
const nameFilter = (name?: string) => (name ? sql`lower(${groups.name}) LIKE ${`%${name.toLowerCase()}%`}` : undefined);

export const groupEntity: EntityDescriptor<GroupDto, GroupInput, Criteria> = {
  base: 'security/group',
  functionality: 'establishment_access_group_list',
  label: 'Groupes de droits',
  input: groupInputSchema,
  criteria: groupCriteriaSchema,
  sortable: ['name'],
  blockers: [],
  versioning: rowVersioning(groups),
  list: ({ db }) =>
    db
      .select()
      .from(groups)
      .orderBy(asc(groups.name))
      .all()
      .map((r) => toDto(db, r)),
  get: ({ db }, id) => {
    const row = findGroup(db, id);
    return row && toDto(db, row);
  },
  blank: () => ({ id: 0, name: '', userCount: 0, rights: storedRightsView(new Map()), createdAt: '', updatedAt: '' }),
  search({ db }, { criteria, page, pageSize, sort }) {
    const where = nameFilter(criteria.name);
    const dir = sort?.order === 'descend' ? desc : asc;
    const rows = db
      .select()
      .from(groups)
      .where(where)
      .orderBy(dir(groups.name), dir(groups.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .all();
    const total = db.select({ n: count() }).from(groups).where(where).get()?.n ?? 0;
    return { items: rows.map((r) => toDto(db, r)), total };
  },
  save({ db, clock }, input) {
    const rights = input.rights && parseRights(input.rights);
    const clash = db.select().from(groups).where(sql`lower(${groups.name}) = lower(${input.name})`).get();
    if (clash && clash.id !== input.id) throw fieldError('name', 'VALUE_ALREADY_ASSIGNED');
    const now = clock.now().toISOString();
    let id = input.id;
    if (id === 0) {
      id = db
        .insert(groups)
        .values({ name: input.name, createdAt: now, updatedAt: now })
        .returning({ id: groups.id })
        .get().id;
    } else if (
      db.update(groups).set({ name: input.name, updatedAt: now }).where(eq(groups.id, id)).run().changes === 0
    ) {
      throw new AppError('NOT_FOUND');
    }
    if (rights) store.replaceGroupRights(db, id, rights);
    return { id };
  },
  remove: ({ db }, id) => void db.delete(groups).where(eq(groups.id, id)).run(),
  csv: [
    { header: 'Groupe', value: (g) => g.name },
    { header: 'Utilisateurs', value: (g) => g.userCount },
  ],
  info({ db }, id) {
    const row = findGroup(db, id);
    return row && { id, entity: 'security/group', label: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt };
  },
};
