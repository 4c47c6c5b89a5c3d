// Mailing criteria: a saved customer filter for campaigns (reference data).
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const base = '/rest/campaign/mailing-criteria';

describe('mailing criteria', () => {
  it('saves a criteria set with its place types and reads it back', async () => {
    const blank = await (await ctx.admin.get(`${base}/edit/0`)).json();
    expect(blank.availableDepartment).toHaveLength(101);
    const fr = blank.availableCountry.find((c: { isoCode: string }) => c.isoCode === 'FR').id;
    const landes = blank.availableDepartment.find((d: { code: string }) => d.code === '40').id;
    const criteria = {
      id: 0,
      label: 'Fidèles des Landes',
      countryId: fr,
      departmentId: landes,
      ageMin: 30,
      ageMax: 65,
      isNewsletterOnly: true,
      lastStayFrom: '2024-01-01',
      lastStayTo: '2025-12-31',
      minStays: 2,
      placeTypeIds: [3, 5],
    };
    const { id } = await (await ctx.admin.post(`${base}/edit`, criteria)).json();
    const item = await (await ctx.admin.get(`${base}/edit/${id}`)).json();
    expect(item).toMatchObject({ ...criteria, id, isActive: true });
  });

  it.each([
    [{ lastStayFrom: '2025-06-01', lastStayTo: '2025-06-01' }, { lastStayTo: 'START_AFTER_END' }],
    [{ lastStayFrom: '2025-06-02', lastStayTo: '2025-06-01' }, { lastStayTo: 'START_AFTER_END' }],
    [{ lastStayFrom: '01/06/2025' }, { lastStayFrom: 'INVALID_DATE' }],
    [{ ageMin: 65, ageMax: 30 }, { ageMax: 'INVALID_NUMBER' }],
    [{ placeTypeIds: [0] }, { 'placeTypeIds.0': 'VALIDATION' }],
  ])('Start date before end date (not equal), valid ranges: %j is refused', async (wrong, fields) => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Test', ...wrong });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual(fields);
  });

  it('a department of another country than the chosen one is refused', async () => {
    const blank = await (await ctx.admin.get(`${base}/edit/0`)).json();
    const be = blank.availableCountry.find((c: { isoCode: string }) => c.isoCode === 'BE').id;
    const res = await ctx.admin.post(`${base}/edit`, {
      id: 0,
      label: 'X',
      countryId: be,
      departmentId: blank.availableDepartment[0].id,
    });
    expect((await res.json()).fields).toEqual({ departmentId: 'VALIDATION' });
  });

  it('can be deactivated, and a user with 000 is refused', async () => {
    const { id } = await (await ctx.admin.post(`${base}/edit`, { id: 0, label: 'Tous' })).json();
    expect((await ctx.admin.get(`${base}/active/${id}/0`)).status).toBe(200);
    expect((await (await ctx.admin.get(`${base}/edit/${id}`)).json()).isActive).toBe(false);
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    expect((await nobody.get(base)).status).toBe(401);
  });
});
