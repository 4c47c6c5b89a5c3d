// Headers every answer carries: no framing (clickjacking), no MIME sniffing, no referrer leaking
// outside the site, and no cache for the API's answers, which hold personal data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Client;
let uiDir: string;

beforeAll(async () => {
  uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bivouac-ui-'));
  fs.mkdirSync(path.join(uiDir, 'assets'));
  fs.writeFileSync(path.join(uiDir, 'index.html'), '<html><body>app</body></html>');
  fs.writeFileSync(path.join(uiDir, 'assets/app-1234.js'), 'console.log(1)');
  t = await makeTestApp({ uiDir });
  admin = await t.signIn();
});
afterAll(() => {
  t.close();
  fs.rmSync(uiDir, { recursive: true, force: true });
});

const directives = (res: Response) =>
  new Map(
    (res.headers.get('content-security-policy') ?? '').split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );

describe('security headers', () => {
  it.each([
    ['the UI page', '/booking-list/1'],
    ['a built asset', '/assets/app-1234.js'],
    ['an API answer', '/rest/security/user/current'],
    ['an API error', '/rest/no/such/thing'],
  ])("%s forbids framing (frame-ancestors 'none'), sniffing and cross-site referrers", async (_, url) => {
    const res = await admin.get(url);
    expect(directives(res).get('frame-ancestors')).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it("allows only this origin's scripts: no inline script, no eval, no other host", async () => {
    const policy = directives(await admin.get('/'));
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('base-uri')).toBe("'none'");
  });

  it('forbids caching the API answers holding personal data, errors and exports included', async () => {
    await admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Dupont' });
    for (const res of [
      await admin.post('/rest/customer/customer/search', {}),
      await admin.get('/rest/customer/customer/document'),
      await admin.get('/rest/customer/customer/edit/999'),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps the long cache of built assets and the revalidation of index.html', async () => {
    expect((await admin.get('/assets/app-1234.js')).headers.get('cache-control')).toContain('immutable');
    expect((await admin.get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('neutralises a customer name written as a spreadsheet formula in the CSV export', async () => {
    await admin.post('/rest/customer/customer/edit', { id: 0, lastName: '=HYPERLINK("http://x.example","clic")' });
    const text = await (await admin.get('/rest/customer/customer/document')).text();
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|;|")=HYPERLINK/m);
  });
});
