// Builds the UI into ui/dist when a source is newer than the last build (or with --force).
// `npm start` and the end-to-end tests call it, so a fresh clone serves the UI without a step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'ui/dist/index.html');
// The UI imports contracts and pure helpers from service/: they count as sources too.
const sources = ['ui', 'service', 'package-lock.json'].map((p) => path.join(root, p));

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (target.endsWith(`${path.sep}dist`) || target.endsWith('node_modules')) return 0;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

const isStale = !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
if (process.argv.includes('--force') || isStale) {
  console.log('Construction de l’interface…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--config', 'ui/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production bundle: under vitest NODE_ENV is « test », which would build React's
    // development runtime and antd's test ids (every modal labelled by one « test-id »).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
