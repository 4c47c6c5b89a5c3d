// CSV exports as French spreadsheets expect them: UTF-8 with BOM, `;` separator, DD/MM/YYYY dates,
// decimal commas, Oui/Non, phones grouped in pairs (« 06 12 34 56 78 »: a spreadsheet keeps it as
// text, leading zero included); texts that a spreadsheet would run as formulas are neutralised.
import { stringify } from 'csv-stringify/sync';
import { formatPhone } from '../../validation/phone';
import type { CsvColumn, CsvFormat } from './descriptor';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

function formatCell(value: unknown, format: CsvFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'date': {
      const [y, m, d] = String(value).slice(0, 10).split('-');
      return d && m && y ? `${d}/${m}/${y}` : '';
    }
    case 'datetime':
      return parisDateTime.format(new Date(String(value))).replace(' ', ' ');
    case 'money':
      return (Number(value) / 100).toFixed(2).replace('.', ',');
    case 'decimal':
      return String(value).replace('.', ',');
    case 'bool':
      return value ? 'Oui' : 'Non';
    case 'phone':
      return neutralised(formatPhone(String(value)));
    case 'text':
      return neutralised(String(value));
  }
}

/**
 * A spreadsheet reads a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return as a
 * formula (formula injection): such a text is prefixed with a quote, which shows it as typed.
 * Numbers and dates are formatted here and never start so, but for a negative amount's minus.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A continuation is the rest of a file written in packets: no BOM, no header line. */
export function toCsv<T>(
  items: readonly T[],
  columns: readonly CsvColumn<T>[],
  { isContinuation = false }: { isContinuation?: boolean } = {},
): string {
  const header = columns.map((c) => c.header);
  const body = items.map((item) => columns.map((c) => formatCell(c.value(item), c.format)));
  const records = isContinuation ? body : [header, ...body];
  return stringify(records, { delimiter: ';', bom: !isContinuation, record_delimiter: 'windows' });
}

/** The CSV as a download named after its list (`Arrivées.csv`). */
export function csvFile(label: string, body: string): Response {
  const file = `${label.replace(/[^\p{L}\p{N}-]+/gu, '-')}.csv`;
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file)}`,
    },
  });
}
