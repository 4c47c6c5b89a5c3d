import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('remote-support download', () => {
  it('says nothing is available until the technician drops a tool into BIVOUAC_DATA_DIR/support', async () => {
    expect(await (await ctx.admin.get('/rest/support/remote/info')).json()).toEqual({ isAvailable: false, name: null });
    expect((await ctx.admin.get('/rest/support/remote')).status).toBe(404);
  });

  it('offers the newest file of the support folder', async () => {
    const dir = path.join(ctx.t.dataDir, 'support');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'old-tool.exe'), 'old');
    fs.utimesSync(path.join(dir, 'old-tool.exe'), new Date('2025-01-01'), new Date('2025-01-01'));
    fs.writeFileSync(path.join(dir, 'rustdesk-1.4.exe'), 'new');
    expect(await (await ctx.admin.get('/rest/support/remote/info')).json()).toEqual({
      isAvailable: true,
      name: 'rustdesk-1.4.exe',
    });
    const res = await ctx.admin.get('/rest/support/remote');
    expect(res.headers.get('content-disposition')).toContain('rustdesk-1.4.exe');
    expect(await res.text()).toBe('new');
  });
});
