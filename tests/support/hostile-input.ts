// Random and hostile request parts for the "no 500 on bad input" property test, drawn from a
// seeded generator so that a failure names a case that replays identically.
import type { Random } from '../../service/domains/pricing/random-stays';

/** Names that find members of Object.prototype when looked up on a plain object. */
export const prototypeKeys = ['toString', 'constructor', '__proto__', 'hasOwnProperty'];

const hostileStrings = [
  ...prototypeKeys,
  'valueOf',
  'prototype',
  '',
  ' ',
  'id',
  'name',
  'a'.repeat(2000),
  "x'; DROP TABLE users; --",
  '"',
  '\\',
  '%_%',
  '\u0000',
  '😀🏕️',
  '2026-02-30',
  '9999-99-99',
  '-1',
  '1e309',
  'NaN',
  '<script>alert(1)</script>',
];

function randomText(r: Random): string {
  const alphabet = 'azAZ09_-.%$\'"\\/ éü\u0000\u202e{}[]';
  return Array.from({ length: r.int(0, 24) }, () => alphabet[r.int(0, alphabet.length - 1)]).join('');
}

export function hostileString(r: Random): string {
  return r.chance(0.6) ? r.pick(hostileStrings) : randomText(r);
}

export function hostileValue(r: Random, depth = 0): unknown {
  switch (r.int(0, depth > 2 ? 4 : 6)) {
    case 0:
      return hostileString(r);
    case 1:
      return r.pick([0, -1, 1, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_VALUE, 1e-300]);
    case 2:
      return r.pick([null, true, false]);
    case 3:
      return r.pick(['2026-11-22', '2026-13-01', '', '22/11/2026']);
    case 4:
      return r.int(0, 500);
    case 5:
      return Array.from({ length: r.int(0, 3) }, () => hostileValue(r, depth + 1));
    default:
      return hostileObject(r, depth + 1);
  }
}

const criteriaKeys = ['q', 'name', 'label', 'login', 'code', 'startDate', 'endDate', 'isActive', 'typeId', 'day'];

function hostileObject(r: Random, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = r.int(0, 4); i > 0; i -= 1) {
    object[r.chance(0.5) ? r.pick(criteriaKeys) : hostileString(r)] = hostileValue(r, depth);
  }
  return object;
}

export function hostileSort(r: Random): unknown {
  if (r.chance(0.15)) return hostileValue(r, 2);
  return { field: hostileString(r), order: r.chance(0.8) ? r.pick(['ascend', 'descend']) : hostileValue(r, 2) };
}

/** A list or search body: paging, sort and criteria, each possibly hostile. */
export function hostileListBody(r: Random): Record<string, unknown> {
  const body = hostileObject(r, 1);
  if (r.chance(0.8)) body.sort = hostileSort(r);
  if (r.chance(0.4)) body.page = hostileValue(r, 2);
  if (r.chance(0.4)) body.pageSize = hostileValue(r, 2);
  if (r.chance(0.3)) body.filters = hostileObject(r, 1);
  return body;
}

export interface RawBody {
  readonly type: string | undefined;
  readonly body: string;
}

const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;

/** Bodies that are not what a JSON route expects: broken, misdeclared, deep, or prototype-laden. */
export function hostileRawBody(r: Random): RawBody {
  const json = 'application/json';
  return r.pick<RawBody>([
    { type: json, body: '{' },
    { type: json, body: 'null' },
    { type: json, body: '[]' },
    { type: json, body: '"text"' },
    { type: json, body: '1e999' },
    { type: json, body: deepJson },
    { type: json, body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}' },
    { type: json, body: `{"sort":{"field":"${r.pick(prototypeKeys)}"}}` },
    { type: 'text/plain', body: '{}' },
    { type: undefined, body: '{"a":1}' },
    { type: 'application/json; charset=latin-1', body: '\u00ff' },
    ...multipartBodies,
  ]);
}

const multipartBodies: RawBody[] = [
  { type: 'multipart/form-data', body: 'no boundary at all' },
  { type: 'multipart/form-data; boundary=', body: '--\r\n' },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nbroken' },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="uploadfile"\r\n\r\nx',
  },
  { type: 'multipart/form-data; boundary=abc', body: '--abc--\r\n' },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="uploadfile"\r\n\r\ntext, not a file\r\n--abc--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="uploadfile"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--abc--\r\n',
  },
];

/** An upload body: mostly broken multipart, sometimes another kind of body altogether. */
export function hostileUpload(r: Random): RawBody {
  return r.chance(0.8) ? r.pick(multipartBodies) : hostileRawBody(r);
}

const pathPieces = ['%', '%ff', '%E0', '%E0%A4%A', '%00', '%2e%2e', '..', '%252e%252e', '%c0%af', 'é', '%zz', '?', '#'];
const screens = ['', 'booking-list', 'assets', 'rest', 'place-list', 'admin/user', 'index.html', 'assets/app-1234.js'];

/** A path of the UI's files or screens, with malformed or tricky encodings in it. */
export function hostilePath(r: Random): string {
  const segments = [r.pick(screens)];
  for (let i = r.int(1, 3); i > 0; i -= 1)
    segments.push(r.chance(0.7) ? r.pick(pathPieces) : encodeURIComponent(randomText(r)));
  return `/${segments.filter((s) => s !== '').join('/')}`;
}
