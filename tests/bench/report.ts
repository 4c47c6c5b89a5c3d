// The bench output: one aligned table on stdout and bench-results.json at the repo root.
import fs from 'node:fs';

export type BenchUnit = 'ms' | 'ops/s' | 'MB' | 'MB/s' | 'rows/s';

export interface BenchResult {
  readonly name: string;
  readonly unit: BenchUnit;
  readonly median: number;
  readonly p99: number | null;
  readonly note: string;
}

/** Three significant figures at most, integers kept whole: 12345, 123, 12.3, 1.23, 0.123. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return Math.round(value);
  if (magnitude >= 10) return Math.round(value * 10) / 10;
  if (magnitude >= 1) return Math.round(value * 100) / 100;
  return Math.round(value * 1000) / 1000;
}

export function formatTable(results: readonly BenchResult[]): string {
  const header = ['name', 'unit', 'median', 'p99', 'note'];
  const rows = results.map((r) => [r.name, r.unit, String(r.median), r.p99 === null ? '-' : String(r.p99), r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const isNumeric = (i: number) => i === 2 || i === 3;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        if (i === cells.length - 1) return cell;
        return isNumeric(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]);
      })
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function writeResults(file: string, results: readonly BenchResult[]): void {
  fs.writeFileSync(file, `${JSON.stringify({ results }, null, 2)}\n`);
}
