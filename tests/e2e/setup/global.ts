// Runs once before every e2e file: the UI is built (when stale) a single time for the whole run,
// and the folder of the run's prepared databases is made.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import setupPreparedDatabases from '../../support/global-setup';
import { chromiumPath, rootDir } from '../support/paths';

export default function setup(project: TestProject): () => void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium est absent (${chromiumPath}) : lancez « node scripts/ensure-chromium.mjs ».`);
  }
  // build-ui.mjs always builds for production, the UI `npm start` serves.
  const res = spawnSync(process.execPath, [path.join(rootDir, 'scripts/build-ui.mjs')], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`La construction de l’interface a échoué (code ${res.status}).`);
  // Each file's site copies the run's prepared database (the demo built once for the files on it).
  return setupPreparedDatabases(project);
}
