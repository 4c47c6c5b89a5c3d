// deploy/install.sh run for real, twice, as root: in a private mount namespace where /etc, /opt,
// /var and /usr/local are throw-away overlays, so accounts, files and units land in a temp folder
// and the machine running the tests is left untouched. systemd is not running here: a `systemctl`
// placed first on PATH records what the script asks of it. The release is a stand-in whose
// bin/bivouac runs this checkout's CLI (so `tls init` is the real one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Root, mount namespaces, and a checkout the bivouac account can read (it runs the CLI from it). */
function canRun(): boolean {
  if (process.getuid?.() !== 0) return false;
  if (spawnSync('unshare', ['--mount', '--fork', 'true']).status !== 0) return false;
  for (let dir = root; dir !== path.dirname(dir); dir = path.dirname(dir))
    if ((fs.statSync(dir).mode & 0o005) !== 0o005) return false;
  return true;
}

const scenario = `
set -u
mount --make-rprivate /
for d in etc opt var usr/local; do
  key=\${d//\\//_}
  mkdir -p "$WORK/ovl/$key/up" "$WORK/ovl/$key/work"
  mount -t overlay overlay -o "lowerdir=/$d,upperdir=$WORK/ovl/$key/up,workdir=$WORK/ovl/$key/work" "/$d"
done
export PATH="$WORK/shim:$PATH"
cd "$WORK/release/bivouac-1.0.0-test/deploy"
step() { name=$1; shift; "$@" >"$OUT/$name.txt" 2>&1; echo $? >"$OUT/$name.rc"; mv "$WORK/systemctl.log" "$OUT/$name.systemctl" 2>/dev/null || true; }
step first ./install.sh "$WORK/bivouac-1.0.0-test.tar.gz"
step second ./install.sh "$WORK/bivouac-1.0.0-test.tar.gz"
stat -c '%n %U:%G %a' /var/lib/bivouac /var/lib/bivouac/tls/ca.key /var/lib/bivouac/tls/server.key /etc/bivouac /etc/bivouac/bivouac.env >"$OUT/modes.txt"
id -nG bivouac >"$OUT/groups.txt"
readlink /opt/bivouac/current >"$OUT/current.txt"
sed -i 's/^PORT=.*/PORT=443/' /etc/bivouac/bivouac.env
step port443 ./install.sh
cat /etc/systemd/system/bivouac.service.d/low-port.conf >"$OUT/dropin.txt"
sed -i 's/^PORT=.*/PORT=8443/' /etc/bivouac/bivouac.env
step port8443 ./install.sh
test -e /etc/systemd/system/bivouac.service.d/low-port.conf && echo present >"$OUT/dropin-after.txt"
step other ./install.sh "$WORK/bivouac-2.0.0-test.tar.gz"
ls /opt/bivouac/releases >"$OUT/releases.txt"
`;

let work: string;
let out: string;
const read = (name: string) => fs.readFileSync(path.join(out, name), 'utf8');
const said = (name: string) =>
  read(`${name}.txt`)
    .split('\n')
    .filter((l) => l.startsWith('- '));

beforeAll(() => {
  if (!canRun()) return;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-install-'));
  out = path.join(work, 'out');
  fs.mkdirSync(out);
  fs.chmodSync(work, 0o755);
  fs.mkdirSync(path.join(work, 'shim'));
  fs.writeFileSync(path.join(work, 'shim/systemctl'), `#!/bin/sh\necho "$*" >>"${work}/systemctl.log"\n`, {
    mode: 0o755,
  });
  const release = path.join(work, 'release/bivouac-1.0.0-test');
  fs.mkdirSync(path.join(release, 'bin'), { recursive: true });
  fs.mkdirSync(path.join(release, 'dist/service'), { recursive: true });
  fs.writeFileSync(path.join(release, 'dist/service/main.js'), '');
  fs.writeFileSync(
    path.join(release, 'bin/bivouac'),
    `#!/bin/sh\nexec ${process.execPath} ${path.join(root, 'cli/bivouac.mjs')} "$@"\n`,
    { mode: 0o755 },
  );
  fs.cpSync(path.join(root, 'deploy'), path.join(release, 'deploy'), { recursive: true });
  for (const name of ['bivouac-1.0.0-test', 'bivouac-2.0.0-test']) {
    const tar = spawnSync('tar', [
      '-czf',
      path.join(work, `${name}.tar.gz`),
      '-C',
      path.join(work, 'release'),
      'bivouac-1.0.0-test',
    ]);
    expect(tar.status).toBe(0);
  }
  const run = spawnSync('unshare', ['--mount', '--fork', 'bash', '-c', scenario], {
    env: { ...process.env, WORK: work, OUT: out },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
}, 150_000);
afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!canRun())('install.sh (as root, in throw-away overlays)', () => {
  it('installs the account in dialout, the data folder, the configuration, the release, HTTPS and the unit, and starts it', () => {
    expect(read('first.rc').trim(), read('first.txt')).toBe('0');
    expect(read('groups.txt').trim().split(' ')).toEqual(expect.arrayContaining(['bivouac', 'dialout']));
    expect(read('modes.txt').trim().split('\n')).toEqual([
      '/var/lib/bivouac bivouac:bivouac 750',
      '/var/lib/bivouac/tls/ca.key bivouac:bivouac 600',
      '/var/lib/bivouac/tls/server.key bivouac:bivouac 600',
      '/etc/bivouac root:bivouac 750',
      '/etc/bivouac/bivouac.env root:bivouac 640',
    ]);
    expect(read('current.txt').trim()).toBe('releases/bivouac-1.0.0-test');
    expect(read('first.systemctl')).toContain('enable --quiet bivouac.service\nrestart bivouac.service');
    expect(read('first.txt')).toContain("sudo journalctl -u bivouac | grep 'Premier démarrage'");
  });

  it('is idempotent: a second run changes nothing and only makes sure the service runs', () => {
    expect(read('second.rc').trim()).toBe('0');
    expect(said('second')).toEqual([
      '- dossier des données : /var/lib/bivouac (bivouac:bivouac, 0750)',
      '- configuration existante gardée : /etc/bivouac/bivouac.env',
      '- version déjà présente : /opt/bivouac/releases/bivouac-1.0.0-test',
      '- service bivouac actif',
    ]);
    expect(read('second.systemctl')).not.toContain('restart');
  });

  it('grants CAP_NET_BIND_SERVICE only while PORT is below 1024', () => {
    expect(read('dropin.txt')).toContain('AmbientCapabilities=CAP_NET_BIND_SERVICE');
    expect(said('port8443')).toContain("- port 8443 : droit d'écouter sous 1024 retiré");
    expect(fs.existsSync(path.join(out, 'dropin-after.txt'))).toBe(false);
  });

  it('refuses a second release, which goes through bivouac update, and leaves the running one', () => {
    expect(read('other.rc').trim()).toBe('1');
    expect(read('other.txt')).toContain('sudo bivouac update');
    expect(read('releases.txt').trim()).toBe('bivouac-1.0.0-test');
  });
});
