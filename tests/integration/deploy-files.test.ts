// The files that put Bivouac on the site's mini-PC (deploy/): the scripts pass shellcheck, the
// units pass systemd-analyze, and the service's unit keeps the hardening the box relies on.
// The tools come from scripts/ensure-deploy-tools.mjs (run by npm test).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../service/config';

const deployDir = path.resolve('deploy');
const unitNames = ['bivouac.service', 'bivouac-kiosk.service'];
let copyDir: string;

function run(command: string, args: string[]) {
  const res = spawnSync(command, args, { encoding: 'utf8' });
  if (res.error) throw new Error(`${command} absent : lancez « node scripts/ensure-deploy-tools.mjs »`);
  return { code: res.status, out: res.stdout, err: res.stderr };
}

/** Every `Key=value` of a unit, in order, keyed by `Section.Key`. */
function directives(unit: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let section = '';
  for (const line of fs.readFileSync(path.join(deployDir, unit), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) section = header[1];
    const entry = /^(\w+)=(.*)$/.exec(line);
    if (entry) found.set(`${section}.${entry[1]}`, [...(found.get(`${section}.${entry[1]}`) ?? []), entry[2]]);
  }
  return found;
}

beforeAll(() => {
  // systemd-analyze refuses a unit whose program is missing. This machine has no cage (the kiosk's
  // compositor) and may have Node elsewhere than /usr/bin: the copy checked points the programs
  // missing here at /usr/bin/true; every other line is checked as written.
  copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-units-'));
  for (const unit of unitNames) {
    const text = fs
      .readFileSync(path.join(deployDir, unit), 'utf8')
      .replace(/^(Exec\w+=[-+!@:]*)(\/\S+)/gm, (whole, prefix: string, program: string) =>
        fs.existsSync(program) ? whole : `${prefix}/usr/bin/true`,
      );
    fs.writeFileSync(path.join(copyDir, unit), text);
  }
});
afterAll(() => fs.rmSync(copyDir, { recursive: true, force: true }));

describe('deployment files', () => {
  it('install.sh and every script of deploy/ pass shellcheck', () => {
    const scripts = fs
      .readdirSync(deployDir)
      .map((name) => path.join(deployDir, name))
      .filter((file) => fs.readFileSync(file, 'utf8').startsWith('#!'));
    expect(scripts.map((s) => path.basename(s))).toEqual(expect.arrayContaining(['install.sh', 'bivouac-cli']));
    const check = run('shellcheck', ['--shell=bash', ...scripts]);
    expect(check.out + check.err).toBe('');
    expect(check.code).toBe(0);
  });

  it('systemd-analyze verify accepts both units without a warning', () => {
    const check = run('systemd-analyze', ['verify', ...unitNames.map((u) => path.join(copyDir, u))]);
    expect(check.err).toBe('');
    expect(check.code).toBe(0);
  });

  it('the service runs as bivouac, sees the system read-only and writes only /var/lib/bivouac', () => {
    const unit = directives('bivouac.service');
    expect(unit.get('Service.User')).toEqual(['bivouac']);
    expect(unit.get('Service.SupplementaryGroups')).toEqual(['dialout']);
    expect(unit.get('Service.ProtectSystem')).toEqual(['strict']);
    expect(unit.get('Service.ReadWritePaths')).toEqual(['/var/lib/bivouac']);
    expect(unit.get('Service.Environment')).toContain('BIVOUAC_DATA_DIR=/var/lib/bivouac');
    expect(unit.get('Service.EnvironmentFile')).toEqual(['/etc/bivouac/bivouac.env']);
    for (const key of ['ProtectHome', 'PrivateTmp', 'NoNewPrivileges', 'ProtectKernelTunables', 'ProtectKernelModules'])
      expect(unit.get(`Service.${key}`), key).toEqual(['yes']);
    expect(unit.get('Service.RestrictAddressFamilies')).toEqual(['AF_INET AF_INET6 AF_UNIX']);
    expect(unit.get('Service.Restart')).toEqual(['on-failure']);
  });

  it('the service may bind a port below 1024 only through the drop-in install.sh writes for such a port', () => {
    const unit = directives('bivouac.service');
    expect(unit.get('Service.AmbientCapabilities')).toBeUndefined();
    expect(unit.get('Service.CapabilityBoundingSet')).toEqual(['']);
    const install = fs.readFileSync(path.join(deployDir, 'install.sh'), 'utf8');
    expect(install).toMatch(
      /if \[ "\$port" -lt 1024 \]; then\n\s+if put_text "[^\n]*AmbientCapabilities=CAP_NET_BIND_SERVICE/,
    );
  });

  it('the service starts the current release with plain node, and the jobs live in it: no timer', () => {
    const unit = directives('bivouac.service');
    expect(unit.get('Service.ExecStart')).toEqual(['/usr/bin/node /opt/bivouac/current/dist/service/main.js']);
    expect(fs.readdirSync(deployDir).filter((f) => f.endsWith('.timer'))).toEqual([]);
  });

  it('the service unit rates OK (exposure under 2.0) in systemd-analyze security', () => {
    const check = run('systemd-analyze', [
      'security',
      '--offline=yes',
      '--threshold=20',
      path.join(copyDir, 'bivouac.service'),
    ]);
    expect(check.code, check.out).toBe(0);
  });

  it('the kiosk opens the check-in screen full screen in Chromium and starts it again when it is closed', () => {
    const unit = directives('bivouac-kiosk.service');
    const [start] = unit.get('Service.ExecStart') ?? [];
    expect(start).toMatch(/\/usr\/bin\/chromium --kiosk --noerrdialogs .*\$\{BIVOUAC_KIOSK_URL\}$/);
    expect(unit.get('Service.Environment')).toEqual(['BIVOUAC_KIOSK_URL=http://127.0.0.1:8080/kiosk']);
    expect(unit.get('Service.Restart')).toEqual(['always']);
    expect(unit.get('Service.User')).toEqual(['bivouac-kiosk']);
  });

  it('the configuration template is a valid configuration and leaves the data folder to the unit', () => {
    const env = Object.fromEntries(
      fs
        .readFileSync(path.join(deployDir, 'bivouac.env'), 'utf8')
        .split('\n')
        .filter((line) => /^\w+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(env.BIVOUAC_DATA_DIR).toBeUndefined();
    expect(() => loadConfig(env)).not.toThrow();
  });
});
