// The older system wrote its exports in Windows-1252 (its default) or, when re-saved by a
// spreadsheet, in UTF-8, sometimes with a byte-order mark. Which one is read from the bytes.

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export type ExportEncoding = 'utf-8' | 'windows-1252';

/**
 * What Windows-1252 puts at bytes 0x80–0x9F (€, ‚, ƒ, „, …, ’, œ, Ÿ…; the five unused ones stay as
 * they are). Node 20's TextDecoder('windows-1252') reads these bytes as Latin-1 control characters,
 * so its answer is corrected here; a decoder that reads them right leaves nothing to correct.
 */
const C1_TO_WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => C1_TO_WINDOWS_1252.charAt(c.charCodeAt(0) - 0x80));
}

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
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}
