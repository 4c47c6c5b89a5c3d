// The system verification: SQLite's integrity and foreign-key checks table by table, every money
// chain, the documents' numbers and references, and every file a row names. It runs in short
// steps (one table, one chain, one check) with a turn of the event loop between them, so the
// service keeps answering while it runs. Each run leaves one row in the technical journal
// (`verify.ok` or `verify.broken`) holding its report, which the screen shows as the last run.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { CHAINS, documentFindings, latestTechEvents, recordTechEvent, walkChains } from '../ledger';
import {
  type Anomaly,
  CHECK_KEYS,
  type ChainLine,
  type CheckKey,
  type CheckSummary,
  type LastSystemCheck,
  type SystemCheckReport,
} from './contract';
import { missingFiles, namedFiles } from './file-columns';

const LABELS: Record<CheckKey, { label: string; unit: string }> = {
  integrity: { label: 'Intégrité de la base (integrity_check)', unit: 'table(s)' },
  foreignKeys: { label: 'Clés étrangères (foreign_key_check)', unit: 'table(s)' },
  chains: { label: 'Chaînes des écritures (paiements, factures, avoirs, remises…)', unit: 'ligne(s)' },
  documents: { label: 'Numéros et références des documents', unit: 'contrôle(s)' },
  files: { label: 'Fichiers référencés présents', unit: 'fichier(s)' },
};

type Step = () => void;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function userTables(db: Db): string[] {
  return (
    db.$client
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  ).map((r) => r.name);
}

/** The checks as steps, each adding to the report being built. */
function steps(db: Db, dataDir: string, add: (key: CheckKey, checked: number, found: Anomaly[]) => void) {
  const list: Step[] = [];
  const chainLines: ChainLine[] = [];
  const tables = userTables(db);
  for (const table of tables)
    list.push(() => {
      const rows = db.$client.prepare(`PRAGMA integrity_check("${table}")`).all() as { integrity_check: string }[];
      const found = rows
        .filter((r) => r.integrity_check !== 'ok')
        .map((r) => ({
          check: 'integrity' as const,
          table,
          rowId: null,
          message: `Table ${table} : ${r.integrity_check}`,
        }));
      add('integrity', 1, found);
    });
  for (const table of tables)
    list.push(() => {
      const rows = db.$client.prepare(`PRAGMA foreign_key_check("${table}")`).all() as {
        rowid: number | null;
        parent: string;
      }[];
      const found = rows.map((r) => ({
        check: 'foreignKeys' as const,
        table,
        rowId: r.rowid,
        message: `Table ${table}, ligne ${r.rowid ?? '?'} : désigne une ligne absente de la table ${r.parent}`,
      }));
      add('foreignKeys', 1, found);
    });
  for (const chain of Object.values(CHAINS))
    list.push(() => {
      const { summaries, findings } = walkChains(db, [chain]);
      const [summary] = summaries;
      if (summary)
        chainLines.push({ chain: summary.chain, table: summary.table, rows: summary.rows, breaks: summary.breaks });
      add(
        'chains',
        summary?.rows ?? 0,
        findings.map((f) => ({ check: 'chains', table: f.table, rowId: f.rowId, message: f.message })),
      );
    });
  list.push(() => {
    const findings = documentFindings(db);
    add(
      'documents',
      4,
      findings.map((f) => ({ check: 'documents', table: f.table, rowId: f.rowId, message: f.message })),
    );
  });
  list.push(() => {
    const missing = missingFiles(db, dataDir);
    add(
      'files',
      namedFiles(db).length,
      missing.map((f) => ({
        check: 'files',
        table: f.column.table,
        rowId: f.rowId,
        message: `${f.column.label} (ligne ${f.rowId} de ${f.column.table}) : le fichier ${f.relative} est absent`,
      })),
    );
  });
  return { list, chainLines };
}

export interface SystemCheckOptions {
  userId?: number | null;
  /** Called after each step: how many are done out of how many (the CLI's progress bar). */
  onProgress?: (done: number, total: number) => void;
}

/** Runs every check and records the run; answers the report. */
export async function runSystemCheck(
  db: Db,
  clock: Clock,
  dataDir: string,
  { userId = null, onProgress }: SystemCheckOptions = {},
): Promise<SystemCheckReport> {
  const checks = new Map<CheckKey, CheckSummary>();
  const findings: Anomaly[] = [];
  const add = (key: CheckKey, checked: number, found: Anomaly[]) => {
    const summary = checks.get(key) ?? { key, ...LABELS[key], checked: 0, anomalies: 0 };
    summary.checked += checked;
    summary.anomalies += found.length;
    checks.set(key, summary);
    findings.push(...found);
  };
  const { list, chainLines } = steps(db, dataDir, add);
  for (const [i, step] of list.entries()) {
    step();
    onProgress?.(i + 1, list.length);
    await yieldToEventLoop();
  }
  // Findings in the checks' order, whatever order the steps added them in.
  const rank = (key: CheckKey) => CHECK_KEYS.indexOf(key);
  findings.sort((a, b) => rank(a.check) - rank(b.check));
  const report: SystemCheckReport = {
    checkedAt: clock.now().toISOString(),
    isOk: findings.length === 0,
    checks: [...checks.values()].sort((a, b) => rank(a.key) - rank(b.key)),
    chains: chainLines,
    findings,
  };
  recordTechEvent(db, report.checkedAt, {
    kind: report.isOk ? 'verify.ok' : 'verify.broken',
    summary: report.isOk
      ? 'Vérification du système : aucune anomalie'
      : `Vérification du système : ${findings.length} anomalie(s), dont ${findings[0]?.message}`,
    userId,
    detail: { report: { ...report, findings: findings.slice(0, 200) } },
  });
  return report;
}

/** The last run's report, read back from the journal (its findings cut at 200). */
export function lastSystemCheck(db: Db): LastSystemCheck {
  // The ledger screen's own verification journals under the same kinds, without a report.
  const rows = latestTechEvents(db, 'verify.', 20);
  for (const row of rows) {
    const detail = JSON.parse(row.detail) as { report?: SystemCheckReport };
    if (detail.report) return { report: detail.report };
  }
  return { report: null };
}
