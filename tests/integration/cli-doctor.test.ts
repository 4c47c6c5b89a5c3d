// `bivouac doctor` run as the technician runs it, on a temp data directory: a sound site whose
// service holds the data directory, then a damaged database and an SMTP server that does not answer.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile } from '../../service/db/connection';
import { type DataDirLock, lockDataDir } from '../../service/db/data-dir-lock';
import { backupFileName } from '../../service/domains/maintenance/backup-files';
import { damagePages } from '../support/damaged-database';
import { freePort } from '../support/free-port';
import { copyPreparedDatabase } from '../support/prepared-database';

const bin = path.resolve('cli/bivouac.mjs');
let dataDir: string;
let lock: DataDirLock | null;
let backup: string;

/** A backup name per the contract (Paris time) for an instant an hour ago. */
function backupNameAnHourAgo(): string {
  return backupFileName(new Date(Date.now() - 60 * 60 * 1000));
}

function doctor(env: Record<string, string> = {}, ...args: string[]) {
  const { BIVOUAC_SMTP_URL: _unset, BIVOUAC_TODAY: _unpinned, ...inherited } = process.env;
  const res = spawnSync(process.execPath, [bin, 'doctor', ...args], {
    env: { ...inherited, BIVOUAC_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-doctor-'));
  const clock = fixedClock('2026-11-22T09:00:00Z');
  await copyPreparedDatabase(databaseFile(dataDir), { key: clock.now().toISOString(), clock });
  backup = path.join(dataDir, 'backups', backupNameAnHourAgo());
  fs.mkdirSync(path.dirname(backup));
  fs.copyFileSync(databaseFile(dataDir), backup);
  // This test process plays the running service.
  lock = lockDataDir(dataDir, 'service');
});
afterAll(() => {
  lock?.release();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('bivouac doctor', () => {
  it('--help says what it checks, in French', () => {
    const { code, out } = doctor({}, '--help');
    expect(code).toBe(0);
    expect(out).toContain('état de la machine');
    expect(out).toContain('--json');
  });

  it('reports a sound site one line per check and exits 0', () => {
    const { code, out } = doctor();
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines).toContain(`ok        Configuration : environnement valide, données dans ${dataDir}`);
    expect(lines).toContain('ok        Intégrité (quick_check) : base saine');
    expect(lines).toContain(`ok        Dernière sauvegarde : ${backup}, il y a 1 h`);
    expect(lines.find((l) => l.includes('Service :'))).toMatch(
      new RegExp(`^ok        Service : en marche \\(pid ${process.pid}, depuis `),
    );
    expect(lines.find((l) => l.includes('Base :'))).toMatch(
      /^ok {8}Base : base \d{1,3}(\u202f\d{3})*(,\d)? [KM]o, journal WAL/,
    );
    expect(lines.at(-1)).toBe('Aucun problème.');
  });

  it('exits 1 on a problem: an SMTP server that does not answer, a damaged database with its restore command', async () => {
    damagePages(databaseFile(dataDir));
    const smtp = `smtp://127.0.0.1:${await freePort()}`;
    const { code, out } = doctor({ BIVOUAC_SMTP_URL: smtp }, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(out);
    expect(report.isOk).toBe(false);
    const byId = Object.fromEntries(report.checks.map((c: { id: string }) => [c.id, c]));
    expect(byId['quick-check']).toMatchObject({ level: 'problème' });
    expect(byId['quick-check'].detail).toContain(`restaurez la dernière sauvegarde : bivouac restore ${backup}`);
    expect(byId.smtp).toEqual({
      id: 'smtp',
      label: 'Serveur de courrier',
      level: 'problème',
      detail: `${smtp} injoignable (ECONNREFUSED)`,
    });
  });
});
