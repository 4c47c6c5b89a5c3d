// Two real release tarballs built from this repository, installed on a box laid out as on the
// mini-PC (releases/ side by side, `current` a link) in a temp folder outside the repository, so
// each release runs with plain `node` and only its own node_modules. The update is run as the
// technician runs it: the installed release's own `bin/bivouac update FILE`.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { dataDirHolder } from '../../service/db/data-dir-lock';
import { hashFiles, type Manifest, readManifest, writeManifest } from '../../service/domains/release/manifest';
import { freePort } from '../support/free-port';

const repository = path.resolve(import.meta.dirname, '../..');
const stamps = {
  a: '20261127-010000',
  b: '20261127-020000',
  failing: '20261127-030000',
  deadOnStart: '20261127-040000',
  c: '20261127-050000',
};
const names = {
  a: 'bivouac-0.1.0-20261127-010000',
  b: 'bivouac-0.1.0-20261127-020000',
  c: 'bivouac-0.1.0-20261127-050000',
};
/** An update stops a service, migrates and starts another: seconds each on a busy machine. */
const updateRun = { timeout: 120_000 };

let work: string;
let box: string;
let dataDir: string;
let port: number;
let firstService: ChildProcess;
const tarballs = { a: '', b: '', c: '', tampered: '', failing: '', deadOnStart: '' };

function env(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    BIVOUAC_DATA_DIR: dataDir,
    BIVOUAC_ADMIN_PASSWORD: 'release-admin',
  };
}

function buildRelease(stamp: string): string {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/release.ts', '--out', path.join(work, 'out'), '--stamp', stamp],
    { cwd: repository, encoding: 'utf8' },
  );
  expect(res.status, res.stderr).toBe(0);
  return res.stdout.trim().split('\n').at(-1) ?? '';
}

/** Unpacks a tarball, lets `change` edit the release, packs it again under the release's name. */
function repack(tarball: string, out: string, change: (dir: string, manifest: Manifest) => string): string {
  const scratch = fs.mkdtempSync(path.join(work, 'repack-'));
  execFileSync('tar', ['-xzf', tarball, '-C', scratch]);
  const [name] = fs.readdirSync(scratch);
  const dir = path.join(scratch, name ?? '');
  const manifest = readManifest(dir);
  if (!manifest) throw new Error('release without manifest');
  const newName = change(dir, manifest);
  if (newName !== name) fs.renameSync(dir, path.join(scratch, newName));
  execFileSync('tar', ['-czf', out, '-C', scratch, newName]);
  return out;
}

/** Release B changed by `change`, with its own stamp and a manifest matching its files again. */
function variantOf(tarball: string, stamp: string, change: (dir: string) => void): string {
  return repack(tarball, path.join(work, `${stamp}.tar.gz`), (dir, manifest) => {
    change(dir);
    const name = `bivouac-${manifest.version}-${stamp}`;
    writeManifest(dir, { ...manifest, name, stamp, files: hashFiles(dir) });
    return name;
  });
}

function addMigration(dir: string, sql: string): void {
  fs.writeFileSync(path.join(dir, 'migrations/0099_release_test.sql'), sql);
  const journalFile = path.join(dir, 'migrations/meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries.push({ idx: 99, version: '6', when: Date.now(), tag: '0099_release_test', breakpoints: true });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
}

function bivouac(...args: string[]) {
  return bivouacWith(env(), ...args);
}

function bivouacWith(environment: NodeJS.ProcessEnv, ...args: string[]) {
  const res = spawnSync(process.execPath, [path.join(box, 'current/bin/bivouac'), ...args], {
    cwd: work,
    env: environment,
    encoding: 'utf8',
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

async function health(): Promise<{ status: number; body: { version: { stamp: string }; status: string } }> {
  const res = await fetch(`http://127.0.0.1:${port}/rest/health`);
  return { status: res.status, body: await res.json() };
}

/** Waits until the service answers (it may be starting); the test's own timeout bounds the wait. */
async function answeringHealth() {
  for (;;) {
    try {
      return await health();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function readDb<T>(read: (sqlite: ReturnType<typeof openDatabase>['$client']) => T): T {
  const db = openDatabase(databaseFile(dataDir));
  try {
    return read(db.$client);
  } finally {
    db.$client.close();
  }
}

const currentTarget = () => fs.readlinkSync(path.join(box, 'current'));
const installed = () => fs.readdirSync(path.join(box, 'releases')).sort();
const logins = () => readDb((s) => s.prepare('SELECT login FROM users ORDER BY login').all());
const migrations = () => readDb((s) => s.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get());
const techEvents = (kind: string) =>
  readDb((s) => s.prepare('SELECT summary FROM tech_events WHERE kind = ?').all(kind) as { summary: string }[]);

beforeAll(async () => {
  // Under the system's temp folder: no node_modules of the repository up the tree.
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-release-test-'));
  box = path.join(work, 'opt-bivouac');
  dataDir = path.join(work, 'data');
  port = await freePort();
  tarballs.a = buildRelease(stamps.a);
  tarballs.b = buildRelease(stamps.b);
  tarballs.tampered = repack(tarballs.b, path.join(work, 'tampered.tar.gz'), (dir) => {
    fs.appendFileSync(path.join(dir, 'dist/service/bundle.cjs'), '\n// changed after the build\n');
    return path.basename(dir);
  });
  tarballs.c = variantOf(tarballs.b, stamps.c, () => {});
  // A manifest-valid release whose one extra migration fails half-way: a table created, then an error.
  tarballs.failing = variantOf(tarballs.b, stamps.failing, (dir) =>
    addMigration(
      dir,
      'CREATE TABLE half_done (id integer);\n--> statement-breakpoint\nINSERT INTO no_such_table VALUES (1);\n',
    ),
  );
  // A manifest-valid release that migrates fine, then whose service dies at start.
  tarballs.deadOnStart = variantOf(tarballs.b, stamps.deadOnStart, (dir) => {
    addMigration(dir, 'CREATE TABLE added_by_release (id integer);\n');
    fs.writeFileSync(path.join(dir, 'dist/service/main.js'), 'process.exit(3);\n');
  });
  // The box as after its first install: release A unpacked, current pointing at it, its service running.
  fs.mkdirSync(path.join(box, 'releases'), { recursive: true });
  execFileSync('tar', ['-xzf', tarballs.a, '-C', path.join(box, 'releases')]);
  fs.symlinkSync(`releases/${names.a}`, path.join(box, 'current'));
  firstService = spawn(process.execPath, [path.join(box, 'current/dist/service/main.js')], {
    cwd: work,
    env: env(),
    stdio: 'ignore',
  });
  expect((await answeringHealth()).status).toBe(200);
  expect(bivouac('user', 'create', '--login', 'marie', '--password', 'marie-pass').code).toBe(0);
}, 300_000);

afterAll(async () => {
  const holder = dataDir ? dataDirHolder(dataDir) : null;
  if (holder && holder.pid > 0) {
    process.kill(holder.pid, 'SIGTERM');
    while (dataDirHolder(dataDir)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (firstService?.exitCode === null) firstService.kill('SIGTERM');
  if (work) fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('release tarballs and bivouac update', () => {
  it('an unpacked release runs with plain node and its own node_modules, and says its version', async () => {
    expect(path.relative(repository, box).startsWith('..')).toBe(true);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.version).toMatchObject({ number: '0.1.0', stamp: stamps.a });
    expect(bivouac('version').out).toContain(`0.1.0 (release ${stamps.a}`);
    expect(readManifest(path.join(box, 'current'))?.node.abi).toBe(process.versions.modules);
  });

  it('refuses a file that is not a release in one French line, and an install root that does not exist', () => {
    const notRelease = path.join(work, 'notes.tar.gz');
    fs.writeFileSync(notRelease, 'pas une archive');
    const refused = bivouac('update', notRelease);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(
      'Erreur : Ce fichier n’est pas une release de Bivouac (archive .tar.gz illisible) : rien n’a été modifié.',
    );
    const missingRoot = path.join(work, 'nowhere');
    expect(bivouac('update', tarballs.b, '--root', missingRoot).err.trim()).toBe(
      `Erreur : Dossier d’installation ${missingRoot} introuvable : indiquez-le avec --root.`,
    );
    expect(installed()).toEqual([names.a]);
  });

  it(
    'refuses a release with a file changed after the build, before anything on the box changes',
    updateRun,
    async () => {
      const res = bivouac('update', tarballs.tampered);
      expect(res.code).toBe(1);
      expect(res.err).toContain('Release refusée');
      expect(res.err).toContain('dist/service/bundle.cjs modifié');
      expect(res.err).toContain('rien n’a été modifié');
      expect(currentTarget()).toBe(`releases/${names.a}`);
      expect(installed()).toEqual([names.a]);
      expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
      expect(firstService.exitCode).toBeNull();
      expect((await health()).body.version.stamp).toBe(stamps.a);
    },
  );

  it(
    'an update whose migration fails rolls back by itself: previous release running on untouched data',
    updateRun,
    async () => {
      const before = { logins: logins(), migrations: migrations() };
      const res = bivouac('update', tarballs.failing);
      expect(res.code).toBe(1);
      expect(res.err).toContain('étape « Migration de la base par la nouvelle release »');
      expect(res.err).toMatch(/base restaurée depuis backups\/bivouac-\d{8}-\d{6}\.sqlite/);
      expect(res.err).toContain(`current remis sur ${names.a}`);
      expect(res.err).toContain(`service précédent redémarré (${names.a})`);
      expect(res.err).not.toContain('NON RÉTABLI');
      expect(currentTarget()).toBe(`releases/${names.a}`);
      expect(installed()).toEqual([names.a]);
      const { status, body } = await answeringHealth();
      expect(status).toBe(200);
      expect(body.version.stamp).toBe(stamps.a);
      expect({ logins: logins(), migrations: migrations() }).toEqual(before);
      expect(readDb((s) => s.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").all())).toEqual([]);
      expect(techEvents('update.rolled-back')).toEqual([{ summary: expect.stringContaining('no_such_table') }]);
    },
  );

  it(
    'a release whose service dies at start is rolled back after its migration: the database from the backup',
    updateRun,
    async () => {
      const res = bivouac('update', tarballs.deadOnStart);
      expect(res.code).toBe(1);
      expect(res.err).toContain(
        'étape « Contrôle de santé (GET /rest/health) » : le service s’est arrêté au démarrage',
      );
      expect(res.err).toContain('nouvelle release arrêtée');
      expect(res.err).toMatch(/base restaurée depuis backups\//);
      expect(res.err).not.toContain('NON RÉTABLI');
      expect(currentTarget()).toBe(`releases/${names.a}`);
      expect((await answeringHealth()).body.version.stamp).toBe(stamps.a);
      expect(readDb((s) => s.prepare("SELECT name FROM sqlite_master WHERE name = 'added_by_release'").all())).toEqual(
        [],
      );
    },
  );

  it('a good update switches current, migrates, and GET /rest/health reports the new version', updateRun, async () => {
    // A release older than the one in service: gone after the update, which keeps the previous one.
    fs.mkdirSync(path.join(box, 'releases', 'bivouac-0.0.1-20250101-000000'));
    const res = bivouac('update', tarballs.b);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toContain(`Mise à jour terminée : ${names.b} en service (remplace ${names.a})`);
    expect(currentTarget()).toBe(`releases/${names.b}`);
    expect(installed()).toEqual([names.a, names.b]);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.version.stamp).toBe(stamps.b);
    expect(logins()).toContainEqual({ login: 'marie' });
    expect(techEvents('update.ok')).toEqual([{ summary: `Mise à jour installée : ${names.b} (remplace ${names.a})` }]);
  });
  it('on a box run by systemd, the update stops and starts the unit through systemctl', updateRun, async () => {
    // The service the previous update started by itself goes; the unit (a stand-in for systemd,
    // absent here) runs the release in service instead, as on the box.
    const holder = dataDirHolder(dataDir);
    if (holder) process.kill(holder.pid, 'SIGTERM');
    while (dataDirHolder(dataDir)) await new Promise((resolve) => setTimeout(resolve, 100));
    const unit = path.join(work, 'systemd');
    fs.mkdirSync(unit);
    fs.writeFileSync(path.join(unit, 'enabled'), '');
    const unitEnv = Object.entries(env()).map(([k, v]) => `${k}=${v}`);
    fs.writeFileSync(path.join(unit, 'unit.env'), `${unitEnv.join('\n')}\n`);
    fs.writeFileSync(path.join(unit, 'node'), process.execPath);
    fs.writeFileSync(path.join(unit, 'exec'), path.join(box, 'current/dist/service/main.js'));
    fs.writeFileSync(path.join(unit, 'cwd'), work);
    const standIn = path.resolve('tests/support/systemd-standin');
    const withSystemd = { ...env(), PATH: `${standIn}:${process.env.PATH}`, BIVOUAC_STANDIN_DIR: unit };
    expect(spawnSync('systemctl', ['start', 'bivouac'], { env: withSystemd }).status).toBe(0);
    expect((await answeringHealth()).body.version.stamp).toBe(stamps.b);

    const res = bivouacWith(withSystemd, 'update', tarballs.c);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(currentTarget()).toBe(`releases/${names.c}`);
    expect((await answeringHealth()).body.version.stamp).toBe(stamps.c);
    const calls = fs.readFileSync(path.join(unit, 'calls.log'), 'utf8').split('\n');
    expect(calls.indexOf('stop bivouac')).toBeGreaterThan(0);
    expect(calls.indexOf('start bivouac', calls.indexOf('stop bivouac'))).toBeGreaterThan(0);
    expect(dataDirHolder(dataDir)?.pid).toBe(Number(fs.readFileSync(path.join(unit, 'main.pid'), 'utf8')));
  });
});
