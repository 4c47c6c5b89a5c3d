// GET and POST of each typed setting under `/rest/{prefix}/{key}`, guarded by the functionality
// of the setting's screen, read to get and write to save.
import { Hono } from 'hono';
import { z } from 'zod';
import { type FunctionalityCode, functionalityForPath } from '../domains/security/functionalities';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/env';
import { allow } from '../http/guard';
import type { SettingsDefinition } from './definition';
import { readSettings, writeSettings } from './store';

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
    app.get(path, allow.to(fn, 'read'), (c) => c.json(readSettings(c.get('deps').db, def)));
    app.post(path, allow.to(fn, 'write'), async (c) => {
      const { db, clock } = c.get('deps');
      const item = writeSettings(db, clock, def, await readJson(c, anyObject));
      return c.json({ status: 'SAVED', item });
    });
  }
  return app;
}
