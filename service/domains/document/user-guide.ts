// The user guide as a PDF, typeset from docs/guide-utilisateur.md when asked: one source for the
// text, no generated file to keep in step.
import fs from 'node:fs';
import path from 'node:path';
import { loadPdfKit } from '../../pdfkit';
import { repositoryRoot } from '../../repository-root';

export const userGuideSource = path.join(repositoryRoot, 'docs/guide-utilisateur.md');

const green = '#1f3d2e';

function typeset(doc: PDFKit.PDFDocument, line: string): void {
  if (line.startsWith('# ')) {
    doc.font('Helvetica-Bold').fontSize(20).fillColor(green).text(line.slice(2)).moveDown(0.6);
  } else if (line.startsWith('## ')) {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).fillColor(green).text(line.slice(3)).moveDown(0.3);
  } else if (line.startsWith('- ')) {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor('black')
      .list([line.slice(2)], { bulletRadius: 1.8, textIndent: 10 });
  } else if (line.trim() !== '') {
    doc.font('Helvetica').fontSize(10.5).fillColor('black').text(line).moveDown(0.4);
  }
}

export async function renderUserGuide(markdown = fs.readFileSync(userGuideSource, 'utf8')): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: 'Bivouac — guide de l’utilisateur', Author: 'Bivouac' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of markdown.split('\n')) typeset(doc, line);
    doc.end();
  });
}
