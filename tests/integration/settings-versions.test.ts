// Two desks on one settings form: a preference (or a module setting) is answered with its version; a
// save names the version it was opened at, and one over a newer version is refused with
// STALE_VERSION naming who saved and when, nothing of it written. No version sent: not checked.
import { describe, expect, it } from 'vitest';
import { functionalityForPath } from '../../service/domains/security/functionalities';
import { errorMessage } from '../../service/errors/catalogue';
import { ok } from '../support/booking-site';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const path = '/rest/preference/cancellation';

async function marie() {
  const { id } = await ctx.t.addUser({ login: 'marie', password: 'marie-pass', name: 'Marie Dupuis' });
  const code = functionalityForPath('/preference/cancellation')?.code;
  const rights = { rights: [{ code, canSelect: true, canWrite: true, canDelete: false, canExport: false }] };
  expect((await ctx.admin.post(`/rest/security/user/set_right/${id}`, rights)).status).toBe(200);
  return ctx.t.signIn({ login: 'marie', password: 'marie-pass' });
}

describe('"no last-writer-wins": a settings form saves at the version it opened', () => {
  it('a setting never saved is at version 0; each save moves it on and names its writer', async () => {
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({ version: 0, updatedBy: null });
    const first = await ok(await ctx.admin.post(path, { feesMode: 'amount', feesCents: 1500, version: 0 }));
    expect(first.item).toMatchObject({ feesMode: 'amount', feesCents: 1500, version: 1 });
    expect((await ok(await ctx.admin.post(path, { feesCents: 2000, version: 1 }))).item.version).toBe(2);
  });

  it('the second desk, opened before the first saved, is refused naming the first; the first change kept', async () => {
    const desk2 = await marie();
    const openedByAdmin = await (await ctx.admin.get(path)).json();
    const openedByMarie = await (await desk2.get(path)).json();
    await ok(await desk2.post(path, { ...openedByMarie, feesMode: 'percent', feesRate: 1000 }));
    const refused = await ctx.admin.post(path, { ...openedByAdmin, keepDeposit: false });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.serverMessage).toBe('STALE_VERSION');
    expect(body.message).toMatch(/^Marie Dupuis a modifié cette fiche le \d\d\/\d\d\/\d{4} à \d\d:\d\d/);
    expect(body.message).not.toBe(errorMessage('STALE_VERSION'));
    const now = await (await ctx.admin.get(path)).json();
    expect(now).toMatchObject({ feesMode: 'percent', feesRate: 1000, keepDeposit: true, version: 1 });
    // Saved again from the reloaded form, it passes.
    await ok(await ctx.admin.post(path, { ...now, keepDeposit: false }));
  });

  it('a save without a version (an API client) is not checked', async () => {
    await ok(await ctx.admin.post(path, { feesCents: 100 }));
    await ok(await ctx.admin.post(path, { feesCents: 200 }));
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({ feesCents: 200, version: 2 });
  });
});
