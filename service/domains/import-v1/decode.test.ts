import { describe, expect, it } from 'vitest';
import { toWindows1252 } from '../../../tests/support/import-v1-fixture';
import { readExport } from './csv-file';
import { decodeExport } from './decode';

const BOM = [0xef, 0xbb, 0xbf];
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('the encoding of an export is read from its bytes', () => {
  it('reads UTF-8 as UTF-8', () => {
    expect(decodeExport(utf8('Hélène;Bœuf'))).toEqual({ text: 'Hélène;Bœuf', encoding: 'utf-8' });
  });

  it('reads Windows-1252 accents, œ and the euro sign when the bytes are not UTF-8', () => {
    expect(decodeExport(toWindows1252('Hélène Bœuf ; 12 € ; l’été'))).toEqual({
      text: 'Hélène Bœuf ; 12 € ; l’été',
      encoding: 'windows-1252',
    });
  });

  it('drops a BOM before UTF-8', () => {
    expect(decodeExport(new Uint8Array([...BOM, ...utf8('id;nom')])).text).toBe('id;nom');
  });

  it('tolerates a stray BOM before Windows-1252 bytes', () => {
    expect(decodeExport(new Uint8Array([...BOM, ...toWindows1252('id;Gérard')]))).toEqual({
      text: 'id;Gérard',
      encoding: 'windows-1252',
    });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeExport(utf8('id;nom')).encoding).toBe('utf-8');
  });
});

describe('an export is read as rows of named cells', () => {
  it('names cells by the header in lower case, keeps each row’s line and flags a row of the wrong width', () => {
    const file = readExport(utf8('ID;Nom\r\n1;"Dupont; Jean"\r\n\r\n2;Martin;en trop\r\n3\r\n'));
    expect(file.columns).toEqual(['id', 'nom']);
    expect(file.rows).toEqual([
      { line: 2, cells: { id: '1', nom: 'Dupont; Jean' }, isMisshapen: false },
      { line: 4, cells: { id: '2', nom: 'Martin' }, isMisshapen: true },
      { line: 5, cells: { id: '3', nom: '' }, isMisshapen: true },
    ]);
  });
});

describe('Windows-1252 bytes 0x80 to 0x9F', () => {
  it('are the characters Windows-1252 puts there, not control characters', () => {
    const bytes = new Uint8Array([0x80, 0x82, 0x85, 0x8c, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0x9c, 0x9f, 0xe9]);
    expect(decodeExport(bytes).text).toBe('€‚…Œ‘’“”–—™œŸé');
  });
});
