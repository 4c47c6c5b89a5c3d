import { describe, expect, it } from 'vitest';
import { withUiAndSignedInAdmin } from '../support/test-app';

const ctx = withUiAndSignedInAdmin();

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
    const res = await ctx.admin.get(url);
    expect(directives(res).get('frame-ancestors')).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it("allows only this origin's scripts: no inline script, no eval, no other host", async () => {
    const policy = directives(await ctx.admin.get('/'));
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('base-uri')).toBe("'none'");
  });

  it('forbids caching the API answers holding personal data, errors and exports included', async () => {
    await ctx.admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Dupont' });
    for (const res of [
      await ctx.admin.post('/rest/customer/customer/search', {}),
      await ctx.admin.get('/rest/customer/customer/document'),
      await ctx.admin.get('/rest/customer/customer/edit/999'),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps the long cache of built assets and the revalidation of index.html', async () => {
    expect((await ctx.admin.get('/assets/app-1234.js')).headers.get('cache-control')).toContain('immutable');
    expect((await ctx.admin.get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('neutralises a customer name written as a spreadsheet formula in the CSV export', async () => {
    await ctx.admin.post('/rest/customer/customer/edit', { id: 0, lastName: '=HYPERLINK("http://x.example","clic")' });
    const text = await (await ctx.admin.get('/rest/customer/customer/document')).text();
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|;|")=HYPERLINK/m);
  });
});
