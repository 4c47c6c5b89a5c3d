// Runs once per `vitest run`: the folder where the test apps' prepared databases are built on first
// use and copied from (see prepared-database.ts), removed when the run ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-prepared-'));
  project.provide('preparedDatabases', folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
