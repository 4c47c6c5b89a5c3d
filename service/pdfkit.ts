// pdfkit and its font stack (fontkit, brotli, unicode tables) cost about half a second and 28 MB
// to import: the service loads them on the first PDF asked for, not at every start.
import { createRequire } from 'node:module';

type PdfKit = typeof import('pdfkit');

let loading: Promise<PdfKit> | undefined;

export function loadPdfKit(): Promise<PdfKit> {
  loading ??= import('pdfkit').then((m) => m.default);
  return loading;
}

/**
 * The same, at once: a document composed inside a write transaction (an e-mail and its PDF written
 * to the outbox with the change that causes it) cannot wait for an import.
 */
export function loadPdfKitSync(): PdfKit {
  return createRequire(import.meta.url)('pdfkit') as PdfKit;
}
