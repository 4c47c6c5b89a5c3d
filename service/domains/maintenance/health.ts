// What `GET /rest/health` reports: a list of small checks, each adding one entry to the report.
// A failing vital check (the database) makes the service unusable: 503. Any other failing check
// leaves it serving, reported as degraded for whoever watches the box.
import fs from 'node:fs';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { databaseHealth } from '../../db/database-state';
import { currentVersion, type VersionInfo } from '../../version';
import { backupsDir, listBackups } from './backup-files';

export interface HealthInput {
  readonly db: Db;
  readonly dataDir: string;
  readonly clock: Clock;
}

export interface CheckResult {
  readonly ok: boolean;
  /** What the report shows under the check's name. */
  readonly value: unknown;
}

export interface HealthCheck {
  /** The check's key in the report. */
  readonly name: string;
  /** Without it the service cannot serve: a failure answers 503. */
  readonly isVital: boolean;
  run(input: HealthInput): CheckResult;
}

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly version: VersionInfo;
  readonly [check: string]: unknown;
}

/**
 * The database answers a read of its migrations table, and is neither damaged (served read-only)
 * nor failing its writes for want of disk space.
 */
export const databaseCheck: HealthCheck = {
  name: 'database',
  isVital: true,
  run({ db }) {
    let migrations: number;
    try {
      migrations = (db.$client.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, value: { ok: false, state: 'unusable', reason } };
    }
    const state = databaseHealth();
    return { ok: state.ok, value: { ...state, migrations } };
  },
};

/** One missed night is tolerated; two mean the nightly backup is not doing its work. */
export const BACKUP_MAX_AGE_HOURS = 48;

/** The newest backup of backups/ and its age; none, or one too old, is a degraded box. */
export const lastBackupCheck: HealthCheck = {
  name: 'lastBackup',
  isVital: false,
  run({ dataDir, clock }) {
    const newest = listBackups(backupsDir(dataDir)).at(-1);
    if (!newest) return { ok: false, value: null };
    // Its file's date: when it was completed.
    const ageMs = clock.now().getTime() - fs.statSync(newest.file).mtimeMs;
    const ageHours = Math.max(0, Math.round(ageMs / 360_000) / 10);
    return { ok: ageHours <= BACKUP_MAX_AGE_HOURS, value: { file: newest.name, ageHours } };
  },
};

export const healthChecks: readonly HealthCheck[] = [databaseCheck, lastBackupCheck];

export function checkHealth(
  input: HealthInput,
  checks: readonly HealthCheck[] = healthChecks,
): { httpStatus: 200 | 503; report: HealthReport } {
  const results = checks.map((check) => ({ check, result: check.run(input) }));
  const isUsable = results.every(({ check, result }) => result.ok || !check.isVital);
  const report: HealthReport = {
    status: results.every(({ result }) => result.ok) ? 'ok' : 'degraded',
    version: currentVersion(),
    ...Object.fromEntries(results.map(({ check, result }) => [check.name, result.value])),
  };
  return { httpStatus: isUsable ? 200 : 503, report };
}
