// One export of the older system as rows of named cells: `;`-separated, a header line naming the
// columns, quoted fields allowed. Each row keeps its line in the file for the report.
import { parse } from 'csv-parse/sync';
import { decodeExport } from './decode';

export interface ExportRow {
  /** Line of the file where the row ends (the header is line 1). */
  line: number;
  cells: Readonly<Record<string, string>>;
  /** The row has not as many cells as the header has columns. */
  isMisshapen: boolean;
}

export interface ExportFile {
  columns: string[];
  rows: ExportRow[];
}

interface Parsed {
  record: string[];
  info: { lines: number };
}

/** Reads the bytes of one export; a file that is not CSV at all (unclosed quote) throws. */
export function readExport(bytes: Uint8Array): ExportFile {
  // With `info`, csv-parse answers {record, info} per row; its typings only know plain rows.
  const records = parse(decodeExport(bytes).text, {
    delimiter: ';',
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as unknown as Parsed[];
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((c) => c.toLowerCase());
  const rows = body.map(({ record, info }) => {
    const cells: Record<string, string> = {};
    columns.forEach((column, i) => {
      cells[column] = record[i] ?? '';
    });
    return { line: info.lines, cells, isMisshapen: record.length !== columns.length };
  });
  return { columns, rows };
}
