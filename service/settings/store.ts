// Reads and writes typed settings. Reading never fails: a stored field that no longer fits its
// definition (a schema change) falls back to that field's default, the others are kept.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { parse } from '../http/body';
import { staleVersion } from '../http/stale-version';
import { isNotBuilt, type SettingsDefinition, type SettingsValue } from './definition';
import { typedSettings } from './schema';

/** A stored JSON object read through its schema: unfit or unknown fields give way to defaults. */
export function parseStored<S extends z.ZodObject>(schema: S, json: string | undefined): z.infer<S> {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = json === undefined ? {} : JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = { ...parsed };
  } catch {
    // A corrupt value reads as the defaults; the next save repairs it.
  }
  for (;;) {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const bad = result.error.issues.map((i) => i.path[0]).filter((k) => typeof k === 'string' && k in value);
    if (bad.length === 0) return schema.parse({});
    for (const k of bad) delete value[k as string];
  }
}

/**
 * A setting of a module not built yet does nothing, so it must not look set: its field (or the
 * chosen option) reads as the default whatever was sent or stored before.
 */
export function withoutNotBuilt<D extends Pick<SettingsDefinition, 'schema' | 'fields'>>(
  def: D,
  value: z.infer<D['schema']>,
): z.infer<D['schema']> {
  const unbuilt = def.fields.filter((f) => isNotBuilt(f, value[f.name]));
  if (unbuilt.length === 0) return value;
  const defaults = def.schema.parse({}) as z.infer<D['schema']>;
  return { ...value, ...Object.fromEntries(unbuilt.map((f) => [f.name, defaults[f.name]])) };
}

/** The last stored text of each setting and its parsed value: the same text parses the same. */
const lastParsed = new WeakMap<SettingsDefinition, { json: string | undefined; value: unknown }>();

/**
 * Read on every call (another process may have written it); only the schema parse, which a write
 * path would otherwise repeat a few times per request, is skipped while the stored text is unchanged.
 */
export function readSettings<D extends SettingsDefinition>(db: Db, def: D): SettingsValue<D> {
  const json = statement(db, 'SELECT value_json FROM typed_settings WHERE key = ?').pluck().get(def.key) as
    | string
    | undefined;
  const last = lastParsed.get(def);
  if (last && last.json === json) return { ...(last.value as SettingsValue<D>) };
  const value = withoutNotBuilt(def, parseStored(def.schema, json) as SettingsValue<D>);
  lastParsed.set(def, { json, value });
  return { ...value };
}

/**
 * Merges the sent fields over the stored value, so that a field left out keeps its value instead of
 * falling back to its default; validates the whole (400 with a code per field), stores it and
 * answers what was stored: a change to a setting of a module not built yet is ignored, the answer
 * shows its default.
 */
export function writeSettings<D extends SettingsDefinition>(
  db: Db,
  clock: Clock,
  def: D,
  input: Readonly<Record<string, unknown>>,
  userId: number | null = null,
): SettingsValue<D> {
  const value = withoutNotBuilt(def, parse(def.schema, { ...readSettings(db, def), ...input }) as SettingsValue<D>);
  const row = {
    key: def.key,
    valueJson: JSON.stringify(value),
    updatedAt: clock.now().toISOString(),
    updatedBy: userId,
  };
  db.insert(typedSettings)
    .values(row)
    .onConflictDoUpdate({
      target: typedSettings.key,
      set: {
        valueJson: row.valueJson,
        updatedAt: row.updatedAt,
        updatedBy: userId,
        version: sql`${typedSettings.version} + 1`,
      },
    })
    .run();
  return value;
}

/** A setting's version and last writer, for its form (version 0: never saved, its defaults). */
export function settingsStamp(db: Db, def: SettingsDefinition): { version: number; updatedBy: number | null } {
  const row = db
    .select({ version: typedSettings.version, updatedBy: typedSettings.updatedBy })
    .from(typedSettings)
    .where(eq(typedSettings.key, def.key))
    .get();
  return { version: row?.version ?? 0, updatedBy: row?.updatedBy ?? null };
}

/**
 * Refuses, naming who and when, a save of a setting opened at version `opened` that someone saved
 * since. No version sent: not checked (API clients); the screens always send it.
 */
export function assertSettingsCurrent(db: Db, def: SettingsDefinition, opened: unknown): void {
  if (typeof opened !== 'number') return;
  const row = db.select().from(typedSettings).where(eq(typedSettings.key, def.key)).get();
  if ((row?.version ?? 0) !== opened && row) throw staleVersion(db, row);
}
