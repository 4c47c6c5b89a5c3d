// The service started as its own process, as systemd starts it, on the faults a mini-PC meets:
// each start ends in one French line naming the cause and what to do, exit code 1, no stack trace.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../service/clock';
import { databaseFile } from '../../service/db/connection';
import { damagePages } from '../support/damaged-database';
import { freePort } from '../support/free-port';
import { copyPreparedDatabase } from '../support/prepared-database';
import { firstAnswer, startService, stopService } from '../support/service-process';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-faults-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the service on `dataDir` and answers the one line it printed before exiting. */
async function refusedStart(env: Record<string, string> = {}): Promise<string> {
  const { code, stderr } = await startService({
    PORT: String(await freePort()),
    BIVOUAC_DATA_DIR: dataDir,
    ...env,
  }).exited;
  expect(code).toBe(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

function withBackup(name: string): string {
  const file = path.join(dataDir, 'backups', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  return file;
}

async function preparedSite(): Promise<string> {
  const clock = fixedClock('2026-11-22T09:00:00Z');
  const file = databaseFile(dataDir);
  await copyPreparedDatabase(file, { key: clock.now().toISOString(), clock });
  return file;
}

describe('a start that meets a fault ends in one French line and exit code 1', () => {
  it('a taken port is named with what to do (EADDRINUSE)', async () => {
    const port = await freePort();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const line = await refusedStart({ PORT: String(port) });
      expect(line).toContain(`Le port ${port} est déjà pris`);
      expect(line).toContain('choisissez un autre port (PORT=');
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('a bad configuration names every bad variable in French', async () => {
    const line = await refusedStart({ PORT: 'quatre-vingts', BIVOUAC_TODAY: '27/11/2026' });
    expect(line).toBe(
      'Configuration invalide : PORT (attendu : un numéro de port de 1 à 65535), BIVOUAC_TODAY (attendu : une date AAAA-MM-JJ). Corrigez l’environnement du service.',
    );
  });

  it('a data directory that is a file is named, not opened', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    expect(await refusedStart({ BIVOUAC_DATA_DIR: file })).toBe(
      `BIVOUAC_DATA_DIR=${file} n’est pas un dossier : indiquez le dossier des données de Bivouac.`,
    );
  });

  it('a file that is not a database says so with the command restoring the newest backup', async () => {
    fs.writeFileSync(databaseFile(dataDir), 'Ceci est un fichier texte, pas une base.\n'.repeat(200));
    withBackup('bivouac-20261125-023000.sqlite');
    const newest = withBackup('bivouac-20261126-023000.sqlite');
    expect(await refusedStart()).toBe(
      `${databaseFile(dataDir)} n’est pas une base de données SQLite : restaurez la dernière sauvegarde : bivouac restore ${newest}`,
    );
  });

  it('a database with damaged pages is refused by the quick check, with the restore hint and the read-only opt-in', async () => {
    damagePages(await preparedSite());
    const newest = withBackup('bivouac-20261126-023000.sqlite');
    const line = await refusedStart();
    expect(line).toContain(`La base ${databaseFile(dataDir)} est endommagée (`);
    expect(line).toContain(`restaurez la dernière sauvegarde : bivouac restore ${newest}`);
    expect(line).toContain('BIVOUAC_DAMAGED_READ_ONLY=1');
  });

  it('a migration that fails says the database was left as it was and how to go back', async () => {
    // A SQLite file of something else, holding a table the first migration creates.
    const foreign = new Database(databaseFile(dataDir));
    foreign.exec('CREATE TABLE customer_addresses (x)');
    foreign.close();
    const line = await refusedStart();
    expect(line).toMatch(/^La mise à jour de la base .* a échoué \(.*customer_addresses.*already exists\)/);
    expect(line).toContain('la base est restée telle quelle');
    expect(line).toContain('restaurez la dernière sauvegarde : bivouac restore');
    const kept = new Database(databaseFile(dataDir), { readonly: true });
    expect(kept.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual([
      'customer_addresses',
      '__drizzle_migrations',
    ]);
    kept.close();
  });

  it('a second service on the same data directory is refused naming the pid holding it', async () => {
    const port = await freePort();
    const first = startService({ PORT: String(port), BIVOUAC_DATA_DIR: dataDir });
    try {
      await firstAnswer(first, `http://127.0.0.1:${port}/rest/security/user/current`);
      const line = await refusedStart();
      expect(line).toMatch(
        new RegExp(
          `^Le dossier des données ${dataDir} est déjà utilisé par un autre service Bivouac \\(pid ${first.child.pid}, depuis `,
        ),
      );
      expect(line).toContain('systemctl stop bivouac');
    } finally {
      await stopService(first);
    }
  });
});
