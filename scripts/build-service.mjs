// Compiles the service into dist/service/ when a source is newer than the last build (or with --force),
// so `npm start` runs plain JavaScript: no TypeScript loader compiling hundreds of files at each start.
// The pure-JavaScript packages (hono, zod, drizzle…) are bundled too: resolving and reading their
// hundreds of module files cost about 15 % of the start's CPU and 7 MB. Left in node_modules: native
// addons, and pdfkit, which reads its font files next to its own sources (and is imported on first use).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/service');
const built = path.join(outdir, 'main.js');
const sources = [
  'service',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-service.mjs',
  'scripts/service-loader.mjs',
].map((p) => path.join(root, p));

/**
 * zod exports its 40-odd message locales as a namespace, so the bundle kept all of them (360 KB, a
 * sixth of it, parsed at every start) though the service only ever uses the English default.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}zod${path.sep}`)
        ? { path: path.join(args.resolveDir, '../locales/index.js'), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: path.dirname(args.path),
    }));
  },
};

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

const isStale = !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
if (process.argv.includes('--force') || isStale) {
  // Imported only when needed: the check alone stays a few milliseconds.
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { bundle: 'service/main.ts' },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    // CommonJS, run by the loader through vm.Script: the only way to V8's code cache on Node 20.
    format: 'cjs',
    target: 'node20',
    // import() of pdfkit and Argon2 (loaded on first use) becomes require(): code run from V8's
    // cache has lost the callback import() needs.
    supported: { 'dynamic-import': false },
    external: ['better-sqlite3', '@node-rs/argon2', 'pdfkit'],
    // The sources find the repository from their own location.
    define: { 'import.meta.url': 'bundleUrl' },
    banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [zodEnglishOnly],
    sourcemap: true,
    logLevel: 'warning',
  });
  // Written last: it is the file whose date says the build is complete.
  const hash = createHash('sha256')
    .update(fs.readFileSync(path.join(outdir, 'bundle.cjs')))
    .digest('hex')
    .slice(0, 16);
  const loader = fs.readFileSync(path.join(root, 'scripts/service-loader.mjs'), 'utf8');
  fs.writeFileSync(built, loader.replace("'BUNDLE_HASH'", `'${hash}'`));
}
