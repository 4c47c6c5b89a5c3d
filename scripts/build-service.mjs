// Compiles the service into dist/service/ when a source is newer than the last build (or with --force),
// so `npm start` runs plain JavaScript: no TypeScript loader compiling hundreds of files at each start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleService } from './bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/service');
const built = path.join(outdir, 'main.js');
const sources = [
  'service',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-service.mjs',
  'scripts/bundle.mjs',
  'scripts/service-loader.mjs',
].map((p) => path.join(root, p));

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

const isStale = !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
if (process.argv.includes('--force') || isStale) await bundleService(root, outdir);
