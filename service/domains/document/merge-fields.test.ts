import { describe, expect, it } from 'vitest';
import { fillTemplate, MERGE_FIELDS, unknownFields, withoutAmounts } from './merge-fields';
import { isBodyEmpty, sanitizeBody } from './sanitize';

describe('fillTemplate', () => {
  it.each([
    ['a known field is replaced', 'Du {{startDate}}', { startDate: '04/07/2026' }, 'text', 'Du 04/07/2026'],
    [
      'spaces inside the braces are allowed',
      'Du {{ startDate }}',
      { startDate: '04/07/2026' },
      'text',
      'Du 04/07/2026',
    ],
    ['« an unknown field is left visible as-is »', 'Bonjour {{prenom}}', {}, 'text', 'Bonjour {{prenom}}'],
    [
      'a value is escaped in an HTML body',
      '<p>{{customerLastName}}</p>',
      { customerLastName: 'A&B <C>' },
      'html',
      '<p>A&amp;B &lt;C&gt;</p>',
    ],
    ['a subject is plain text, not escaped', '{{customerLastName}}', { customerLastName: 'A&B' }, 'text', 'A&B'],
    [
      'the logo is HTML already and stays so',
      '{{siteLogo}}',
      { siteLogo: '<img src="data:x">' },
      'html',
      '<img src="data:x">',
    ],
    ['a field used twice is filled twice', '{{nights}}/{{nights}}', { nights: '2' }, 'text', '2/2'],
  ] as const)('%s', (_, template, values, mode, expected) => {
    expect(fillTemplate(template, values, mode)).toBe(expected);
  });
});

describe('unknownFields', () => {
  it('names each unknown field once, the known ones and the caller’s extra ones aside', () => {
    expect(unknownFields('{{startDate}} {{oups}} {{oups}} {{mine}} {{ autre }}', ['mine'])).toEqual(['oups', 'autre']);
  });

  it('every merge field has a unique name', () => {
    const names = MERGE_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('withoutAmounts', () => {
  it('« amounts not printed »: the amounts and the priced lines are emptied, the due dates kept', () => {
    const blanked = withoutAmounts({ totalAmount: '10 €', priceLines: '<ul></ul>', balanceDueDate: '04/06/2026' });
    expect(blanked).toMatchObject({ totalAmount: '', priceLines: '', suretyAmount: '', balanceDueDate: '04/06/2026' });
  });
});

describe('sanitizeBody', () => {
  it.each([
    ['a script goes', '<p>a<script>x()</script></p>', '<p>a</p>'],
    ['an event handler goes', '<p onclick="x()">a</p>', '<p>a</p>'],
    ['a javascript: link loses its href', '<a href="javascript:x()">a</a>', '<a>a</a>'],
    ['a merge field in a link stays', '<a href="{{suretyLink}}">ici</a>', '<a href="{{suretyLink}}">ici</a>'],
    ['an inlined image stays', '<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA" />'],
    ['an image from elsewhere loses its source', '<img src="https://tracker.example/x.png">', '<img />'],
    ['a table keeps its text only', '<table><tr><td>cellule</td></tr></table>', 'cellule'],
  ])('%s', (_, html, expected) => {
    expect(sanitizeBody(html)).toBe(expected);
  });

  it('« body required »: tags and spaces alone are an empty body, an image alone is not', () => {
    expect(isBodyEmpty('<p> </p><p><br></p>')).toBe(true);
    expect(isBodyEmpty('<p><img src="data:image/png;base64,AA"></p>')).toBe(false);
  });
});
