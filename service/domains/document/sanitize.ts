// A model's body is HTML typed in the editor or pasted from elsewhere: on save it keeps a small set
// of tags (what the e-mail and the PDF renderer know how to show) and drops the rest, scripts and
// event attributes first of all.
import sanitizeHtml from 'sanitize-html';

export const BODY_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'img'];

const options: sanitizeHtml.IOptions = {
  allowedTags: BODY_TAGS,
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images are inlined (the logo, a signature, a picture pasted in the editor): the e-mail and the
  // PDF carry them without a link back to the box.
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
};

export const sanitizeBody = (html: string): string => sanitizeHtml(html, options);

/** Whether a body says anything: some text or an image once the tags are set aside. */
export const isBodyEmpty = (html: string): boolean =>
  !/<img\b/i.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
