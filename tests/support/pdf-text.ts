// Reads back the text of a PDF the service printed, page by page, with Mozilla's PDF.js: what a
// reader of the document sees, so a test can check its mentions and amounts.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fontsDir = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfText(pdf: Uint8Array | ArrayBuffer): Promise<string> {
  const data = pdf instanceof Uint8Array ? new Uint8Array(pdf) : new Uint8Array(pdf);
  const doc = await getDocument({ data, useSystemFonts: false, standardFontDataUrl: fontsDir, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n');
}
