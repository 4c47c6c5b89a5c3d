// The esbuild bundles of the service and of the CLI, shared by `npm start` (build-service.mjs)
// and `npm run release`. The pure-JavaScript packages (hono, zod, drizzle…) are bundled: resolving
// and reading their hundreds of module files cost about 15 % of the start's CPU and 7 MB. Left
// out, to be found in node_modules: native addons (serialport's bindings look for their prebuilt
// binary next to their own sources), and pdfkit, which reads its font files next to its own sources
// (and is imported on first use).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The packages a bundle leaves to node_modules: a release ships them with their dependencies. */
export const externalPackages = ['better-sqlite3', '@node-rs/argon2', 'pdfkit', 'serialport'];

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

async function bundle(root, entry, outdir, options = {}) {
  // Imported only when a build runs: the up-to-date check of `npm start` stays a few milliseconds.
  const { build } = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { bundle: entry },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // import() of pdfkit and Argon2 (loaded on first use) becomes require(): code run from V8's
    // cache has lost the callback import() needs.
    supported: { 'dynamic-import': false },
    external: externalPackages,
    // The sources find the repository (or the release) from their own location.
    define: { 'import.meta.url': 'bundleUrl' },
    banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [zodEnglishOnly],
    logLevel: 'warning',
    ...options,
  });
}

/**
 * The service into `outdir`: bundle.cjs, run by main.js (the loader) through vm.Script with V8's
 * code cache, the only way to it on Node 20. main.js is written last: its date says the build is
 * complete.
 */
export async function bundleService(root, outdir, { sourcemap = true } = {}) {
  await bundle(root, 'service/main.ts', outdir, { sourcemap });
  const hash = createHash('sha256')
    .update(fs.readFileSync(path.join(outdir, 'bundle.cjs')))
    .digest('hex')
    .slice(0, 16);
  const loader = fs.readFileSync(path.join(root, 'scripts/service-loader.mjs'), 'utf8');
  fs.writeFileSync(path.join(outdir, 'main.js'), loader.replace("'BUNDLE_HASH'", `'${hash}'`));
}

/** The CLI into `outdir/bundle.cjs`: plain JavaScript, no TypeScript loader needed on the box. */
export async function bundleCli(root, outdir) {
  await bundle(root, 'cli/release-entry.ts', outdir);
}
