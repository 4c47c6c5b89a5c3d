// `npm run release [-- --out DIR] [--stamp YYYYMMDD-HHMMSS]`: one self-contained tarball
// bivouac-<version>-<stamp>.tar.gz that runs on the box with plain `node`: the compiled service
// and CLI, the built UI, the packages the bundles leave out, migrations, docs, deploy files and
// manifest.json (version, stamp, commit, Node ABI, SHA-256 of every file). See docs/releases.md.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashFiles, releaseName, runningNode, writeManifest } from '../service/domains/release/manifest';
import { bundleCli, bundleService, externalPackages } from './bundle.mjs';
import { copyPackage, dependencyClosure } from './release-dependencies';

const root = path.resolve(import.meta.dirname, '..');

/** The CLI's command on the box: `node` runs this extension-less file as a module (package type). */
const binBivouac = "#!/usr/bin/env node\nimport '../dist/cli/bundle.cjs';\n";

function utcStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

function fail(message: string): never {
  console.error(`Erreur : ${message}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: path.join(root, 'dist/releases') }, stamp: { type: 'string' } },
  });
  const stamp = values.stamp ?? utcStamp(new Date());
  if (!/^\d{8}-\d{6}$/.test(stamp)) fail(`--stamp attend AAAAMMJJ-HHMMSS (reçu « ${stamp} »).`);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const name = releaseName(pkg.version, stamp);

  // Reused when it is up to date: building the UI is most of a release's time.
  const ui = spawnSync(process.execPath, [path.join(root, 'scripts/build-ui.mjs')], { stdio: 'inherit' });
  if (ui.status !== 0) fail('la construction de l’interface a échoué.');

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-release-'));
  try {
    const dir = path.join(staging, name);
    // A source map would double the service's size for stack traces nobody reads on the box.
    await bundleService(root, path.join(dir, 'dist/service'), { sourcemap: false });
    await bundleCli(root, path.join(dir, 'dist/cli'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin/bivouac'), binBivouac, { mode: 0o755 });
    for (const folder of ['ui/dist', 'migrations', 'docs', 'deploy'])
      fs.cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
    for (const pkgDir of dependencyClosure(root, externalPackages))
      copyPackage(path.join(root, pkgDir), path.join(dir, pkgDir));
    // `type: module` makes Node run dist/service/main.js and bin/bivouac as modules.
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ name: 'bivouac', version: pkg.version, private: true, type: 'module' }, null, 2)}\n`,
    );
    writeManifest(dir, {
      name,
      version: pkg.version,
      stamp,
      commit: gitCommit(),
      node: runningNode(),
      files: hashFiles(dir),
    });
    fs.mkdirSync(values.out, { recursive: true });
    const tarball = path.join(path.resolve(values.out), `${name}.tar.gz`);
    execFileSync('tar', ['-czf', tarball, '--owner=0', '--group=0', '--numeric-owner', '-C', staging, name]);
    console.log(tarball);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

await main();
