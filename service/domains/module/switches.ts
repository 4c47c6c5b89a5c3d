// Which modules are on. The rights guard asks on every request, so the states live in memory,
// read again after each write to the file; a module never switched is on.
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { untilWrite } from '../../db/until-write';
import { AppError } from '../../errors/app-error';
import { modules } from '../security/functionalities';
import type { ModuleRow } from './contract';
import { moduleDescriptions } from './module-descriptions';
import { moduleStates } from './schema';

const known = new Set<string>(modules.map((m) => m.code));

export function createModuleSwitches(db: Db, clock: Clock) {
  // Kept until the next write to the file: this process's setActive or the CLI's.
  const states = untilWrite<'all', ReadonlyMap<string, boolean>>(db, 1);
  const read = () =>
    new Map(
      db
        .select()
        .from(moduleStates)
        .all()
        .map((r) => [r.code, r.isActive]),
    );
  const isActive = (code: string): boolean => states.get('all', read).get(code) ?? true;

  return {
    isActive,

    list: (): ModuleRow[] =>
      modules.map((m) => ({ ...m, description: moduleDescriptions[m.code], isActive: isActive(m.code) })),

    setActive(code: string, active: boolean): void {
      if (!known.has(code)) throw new AppError('NOT_FOUND');
      const updatedAt = clock.now().toISOString();
      db.insert(moduleStates)
        .values({ code, isActive: active, updatedAt })
        .onConflictDoUpdate({
          target: moduleStates.code,
          set: { isActive: active, updatedAt: sql`excluded.updated_at` },
        })
        .run();
    },
  };
}

export type ModuleSwitches = ReturnType<typeof createModuleSwitches>;

/** Whether a module is on, read from the table (a domain rule's check, outside the guard's memory). */
export function isModuleActive(db: Db, code: string): boolean {
  return db.select().from(moduleStates).where(eq(moduleStates.code, code)).get()?.isActive ?? true;
}
