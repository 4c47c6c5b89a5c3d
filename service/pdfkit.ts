// pdfkit and its font stack (fontkit, brotli, unicode tables) cost about half a second and 28 MB
// to import: the service loads them on the first PDF asked for, not at every start.
type PdfKit = typeof import('pdfkit');

let loading: Promise<PdfKit> | undefined;

export function loadPdfKit(): Promise<PdfKit> {
  loading ??= import('pdfkit').then((m) => m.default);
  return loading;
}
