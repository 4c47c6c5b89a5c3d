import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('GET /rest/document/model/download/documentation/', () => {
  it('answers the user guide as a PDF to any signed-in user', async () => {
    const res = await ctx.admin.get('/rest/document/model/download/documentation/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(3000);
  });

  it('is refused without a session', async () => {
    expect((await ctx.t.anonymous.get('/rest/document/model/download/documentation/')).status).toBe(403);
  });
});
