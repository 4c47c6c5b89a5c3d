// The built UI (ui/dist, built by the global setup) holds no database code: drizzle's SQLite
// tables and columns stay on the server. drizzle marks each of its classes with the symbol
// `drizzle:entityKind` and names its SQLite tables `SQLiteTable`; neither string exists elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiDir } from './support/paths';

const DRIZZLE_MARKERS = ['drizzle:entityKind', 'SQLiteTable', 'better-sqlite3'];

describe('the browser bundle', () => {
  it('holds no drizzle or SQLite code: the UI reaches only contracts and pure modules of the service', () => {
    const assets = path.join(uiDir, 'assets');
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const found = scripts.flatMap((name) => {
      const code = fs.readFileSync(path.join(assets, name), 'utf8');
      return DRIZZLE_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
