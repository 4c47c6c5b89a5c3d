// GET and POST of each typed setting under `/rest/{prefix}/{key}`, guarded by the functionality
// of the setting's screen, read to get and write to save.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { type FunctionalityCode, functionalityForPath } from '../domains/security/functionalities';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/env';
import { allow } from '../http/guard';
import type { SettingsDefinition } from './definition';
import { assertSettingsCurrent, readSettings, settingsStamp, writeSettings } from './store';

export function functionalityOfSettings(def: SettingsDefinition): FunctionalityCode {
  const functionality = functionalityForPath(def.path);
  if (!functionality) throw new Error(`settings ${def.key}: no functionality guards ${def.path}`);
  return functionality.code;
}

const anyObject = z.record(z.string(), z.unknown(), { error: 'VALIDATION' });

export function settingsRoutes(prefix: string, defs: readonly SettingsDefinition[]) {
  const app = new Hono<AppEnv>();
  for (const def of defs) {
    const path = `/${prefix}/${def.key}`;
    const fn = functionalityOfSettings(def);
    // The value with the version it is at: a save names it, and one over a newer version is refused.
    const stamped = (db: Db) => ({ ...readSettings(db, def), ...settingsStamp(db, def) });
    app.get(path, allow.to(fn, 'read'), (c) => c.json(stamped(c.get('deps').db)));
    app.post(path, allow.to(fn, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const { version, ...input } = await readJson(c, anyObject);
      inTransaction(db, () => {
        assertSettingsCurrent(db, def, version);
        writeSettings(db, clock, def, input, c.get('session')?.id ?? null);
      });
      return c.json({ status: 'SAVED', item: stamped(db) });
    });
  }
  return app;
}
