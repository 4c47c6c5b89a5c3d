import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

describe('security/header-custom-name', () => {
  it('a custom name shows as headerCustomName on the menu header; the default name stays', async () => {
    const { availableHeader } = await (await ctx.admin.get('/rest/security/header-custom-name/edit/0')).json();
    const header = availableHeader[0];
    await ctx.admin.post('/rest/security/header-custom-name/edit', {
      id: 0,
      headerId: header.id,
      customName: 'Séjours',
    });
    const { user } = await (await ctx.admin.get('/rest/security/user/current')).json();
    const shown = user.menus.find((m: { id: number }) => m.id === header.id);
    expect(shown).toMatchObject({ name: header.name, headerCustomName: 'Séjours', isHeader: true });
  });

  it('"header already renamed": one custom name per header', async () => {
    const { availableHeader } = await (await ctx.admin.get('/rest/security/header-custom-name/edit/0')).json();
    await ctx.admin.post('/rest/security/header-custom-name/edit', {
      id: 0,
      headerId: availableHeader[0].id,
      customName: 'A',
    });
    const res = await ctx.admin.post('/rest/security/header-custom-name/edit', {
      id: 0,
      headerId: availableHeader[0].id,
      customName: 'B',
    });
    expect((await res.json()).fields).toEqual({ headerId: 'HEADER_ALREADY_RENAMED' });
  });

  it('refuses a header that does not exist', async () => {
    const res = await ctx.admin.post('/rest/security/header-custom-name/edit', {
      id: 0,
      headerId: 987654,
      customName: 'X',
    });
    expect((await res.json()).fields).toEqual({ headerId: 'VALIDATION' });
  });
});
