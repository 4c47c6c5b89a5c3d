import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { type PrintFrame, renderDocumentPdf } from './pdf-document';

const frame: PrintFrame = {
  title: 'Confirmation de réservation n° R00042',
  author: 'Camping Les Pins',
  headerLines: ['Camping Les Pins', '12 route de la Plage', '56340 Carnac'],
  logo: null,
  footerLines: ['Merci de votre confiance', 'Camping Les Pins · SIRET 123 456 789 00012'],
  pageWord: 'Page',
};

const text = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');

describe('renderDocumentPdf', () => {
  it('lays out the small tag set: headings, runs, numbered and bullet lists, links, entities', async () => {
    const html =
      '<h2>Votre arrivée</h2><p>Accueil <strong>dès 14:00</strong>, <em>départ</em> avant 12:00 &amp; pas après.</p>' +
      '<ol><li>Pièce d’identité</li><li>Carnet de vaccination</li></ol><ul><li>Draps</li></ul>' +
      '<p>Caution : <a href="https://caution.example/abc">déposer la caution</a><br>Merci</p>';
    const first = await text(renderDocumentPdf(html, frame));
    for (const line of [
      'Camping Les Pins',
      'Confirmation de réservation n° R00042',
      'Votre arrivée',
      // A change of font starts a new text item, which the extraction separates with a space.
      'Accueil dès 14:00',
      'départ avant 12:00 & pas après.',
      '1. Pièce d’identité',
      '2. Carnet de vaccination',
      '• Draps',
      'déposer la caution',
      'Merci de votre confiance',
    ] as const) {
      expect(first).toContain(line);
    }
  });

  it('a long body runs over pages, each with the footer and « Page n / N »', async () => {
    const html = Array.from({ length: 80 }, (_, i) => `<p>Paragraphe ${i + 1} du règlement intérieur.</p>`).join('');
    const all = await text(renderDocumentPdf(html, { ...frame, pageWord: 'Pagina' }));
    const count = Number(/Pagina 1 \/ (\d+)/.exec(all)?.[1]);
    expect(count).toBeGreaterThan(1);
    for (let n = 1; n <= count; n += 1) expect(all).toContain(`Pagina ${n} / ${count}`);
    expect(all.split('Merci de votre confiance').length - 1).toBe(count);
    expect(all).toContain('Paragraphe 80 du règlement intérieur.');
  });
});
