// The older system wrote its exports in Windows-1252 (its default) or, when re-saved by a
// spreadsheet, in UTF-8, sometimes with a byte-order mark. Which one is read from the bytes.

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export type ExportEncoding = 'utf-8' | 'windows-1252';

function startsWithBom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((b, i) => bytes[i] === b);
}

/**
 * Text of an export. Bytes that are valid UTF-8 are UTF-8 (Windows-1252 accents never form valid
 * UTF-8 sequences in French text); anything else is Windows-1252. A BOM is dropped whatever follows
 * it: a spreadsheet may have put one before Windows-1252 bytes.
 */
export function decodeExport(bytes: Uint8Array): { text: string; encoding: ExportEncoding } {
  const body = startsWithBom(bytes) ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}
