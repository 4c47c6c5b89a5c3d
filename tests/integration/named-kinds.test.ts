// Booking kinds and the sheet's edit states are read through their names (BOOKING_KIND,
// EDIT_STATE, PARTNER_STATUS), never as bare 1, 2, 3: a reader sees "option", not "2".
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { relative, sourcesUnder } from '../support/import-graph';

/** A booking kind or an edit state compared with, or set to, a bare number (in code or SQL). */
const BARE =
  /\b(kind|stateId|statusId)\s*(===|!==|==|!=|<>|=|<=|>=)\s*[1-5]\b|\bkind:\s*[123]\s*[,}]|\bkind: 1 \| 2 \| 3\b/;

describe('named booking kinds and states', () => {
  it('no source of the service or the UI compares a booking kind or state with a bare number', () => {
    const offending = [...sourcesUnder('service'), ...sourcesUnder('ui')].flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (BARE.test(line) ? [`${relative(file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
