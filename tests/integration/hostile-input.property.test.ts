import { describe, expect, it } from 'vitest';
import { type Random, seeded } from '../../service/domains/pricing/random-stays';
import { isErrorCode } from '../../service/errors/catalogue';
import {
  hostileListBody,
  hostilePath,
  hostileRawBody,
  hostileUpload,
  prototypeKeys,
  type RawBody,
} from '../support/hostile-input';
import { withUiAndSignedInAdmin } from '../support/test-app';

const ctx = withUiAndSignedInAdmin();

const concrete = (route: string) => route.replace(/:(\w+)(\{[^}]*\})?/g, '1');
const postRoutes = (test: (route: string) => boolean) => [
  ...new Set(ctx.t.app.routes.filter((r) => r.method === 'POST' && test(r.path)).map((r) => r.path)),
];
/** Every list and search: the registry's searches and exports, and the booking lists. */
const listRoutes = () => postRoutes((p) => /\/(search|document)$/.test(p) || p.startsWith('/rest/booking/list/'));
/** Every route that takes a file. */
const uploadRoutes = () => postRoutes((p) => /\/(setLogo|upload\w*)$/i.test(p));

/** The answer is a client error with a catalogue code, or a success: never a server error. */
async function verdict(res: Response): Promise<string | undefined> {
  if (res.status >= 500) return `${res.status} ${await res.text()}`;
  if (res.status < 400) return undefined;
  const body = await res.json().catch(() => ({}));
  return isErrorCode(body.serverMessage) ? undefined : `${res.status} without a code`;
}

const send = (route: string, raw: RawBody) =>
  ctx.admin.request(route, {
    method: 'POST',
    headers: raw.type === undefined ? {} : { 'content-type': raw.type },
    body: raw.body,
  });

/** Draws case `i`: its index lets a case cycle through the routes, so that every route gets some. */
type Case = (r: Random, i: number) => { label: string; call: () => Promise<Response> };

async function runCases(seed: number, count: number, draw: Case) {
  const r = seeded(seed);
  const failures: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { label, call } = draw(r, i);
    const problem = await verdict(await call());
    if (problem) failures.push(`seed ${seed} case ${i}: ${label} -> ${problem}`);
  }
  return failures;
}

describe('property: no 500 on bad input', () => {
  it('finds the lists, uploads and static files in the route table', () => {
    expect(listRoutes().length).toBeGreaterThan(70);
    expect(uploadRoutes()).toContain('/rest/establishment/establishment/setLogo');
  });

  it('every list answers 400 with a code (or ignores the field), never 500, to a sort on a prototype member', async () => {
    const failures: string[] = [];
    for (const route of listRoutes()) {
      for (const field of prototypeKeys) {
        const sort = { field, order: 'ascend' };
        const body = route.endsWith('/document') ? { filters: { sort } } : { sort };
        const res = await ctx.admin.post(concrete(route), body);
        const problem = await verdict(res);
        // A list without sorting ignores the field (200); one that sorts refuses it (400).
        if (problem || ![200, 400].includes(res.status))
          failures.push(`${route} sort ${field} -> ${problem ?? res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists: 400 random sort keys, filters and bodies answer 4xx with a code or 2xx', async () => {
    const routes = listRoutes();
    const failures = await runCases(20261125, 400, (r, i) => {
      const route = concrete(routes[i % routes.length]);
      if (r.chance(0.25)) {
        const raw = hostileRawBody(r);
        return { label: `${route} ${raw.type} ${raw.body.slice(0, 60)}`, call: () => send(route, raw) };
      }
      const body = hostileListBody(r);
      const sent = route.endsWith('/document') ? { filters: body } : body;
      return { label: `${route} ${JSON.stringify(sent).slice(0, 200)}`, call: () => ctx.admin.post(route, sent) };
    });
    expect(failures).toEqual([]);
  });

  it('uploads: broken multipart bodies (no boundary, truncated, no file) answer 4xx with a code', async () => {
    const routes = uploadRoutes();
    const failures = await runCases(7, 60, (r, i) => {
      const route = concrete(routes[i % routes.length]);
      const raw = hostileUpload(r);
      return { label: `${route} ${raw.type} ${raw.body.slice(0, 60)}`, call: () => send(route, raw) };
    });
    expect(failures).toEqual([]);
  });

  it('static files and screens: malformed percent-encodings and dot segments answer 404 or the UI', async () => {
    const fixed = ['/%', '/%ff', '/booking-list/%', '/assets/%E0', '/rest/%', '/%2e%2e/%2e%2e/etc/passwd'];
    const failures = await runCases(42, 200, (r) => {
      const url = fixed.length ? (fixed.shift() as string) : hostilePath(r);
      return { label: `GET ${url}`, call: () => ctx.admin.get(url) };
    });
    expect(failures).toEqual([]);
  });
});
