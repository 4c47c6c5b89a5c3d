// Regions, departments and towns through the registry (reference data).
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

async function json(res: Response | Promise<Response>) {
  return (await res).json();
}

async function countryId(iso: string): Promise<number> {
  const countries = await json(ctx.admin.get('/rest/reference/country'));
  return countries.find((c: { isoCode: string }) => c.isoCode === iso).id;
}

async function department(code: string): Promise<{ id: number; countryId: number; regionId: number }> {
  const page = await json(ctx.admin.post('/rest/reference/department/search', { code, pageSize: 5 }));
  return page.items.find((d: { code: string }) => d.code === code);
}

describe('geography seed', () => {
  it('every site starts with the 18 French regions (13 metropolitan, 5 overseas)', async () => {
    const regions = await json(ctx.admin.get('/rest/reference/region'));
    expect(regions).toHaveLength(18);
    expect(regions.filter((r: { code: string }) => r.code < '10')).toHaveLength(5);
  });

  it('and the 101 departments with their INSEE codes and regions', async () => {
    const departments = await json(ctx.admin.get('/rest/reference/department'));
    expect(departments).toHaveLength(101);
    expect(departments.every((d: { regionId: number | null }) => d.regionId !== null)).toBe(true);
    const landes = await department('40');
    const regions = await json(ctx.admin.get('/rest/reference/region'));
    expect(regions.find((r: { id: number }) => r.id === landes.regionId).name).toBe('Nouvelle-Aquitaine');
    expect((await department('2A')).countryId).toBe(await countryId('FR'));
  });

  it('seeds no town', async () => {
    expect(await json(ctx.admin.get('/rest/reference/town'))).toEqual([]);
  });
});

describe('towns', () => {
  const save = (body: Record<string, unknown>) => ctx.admin.post('/rest/reference/town/edit', { id: 0, ...body });

  it('saves a town of a department and lists it by country and department (0 = all)', async () => {
    const fr = await countryId('FR');
    const landes = await department('40');
    const gironde = await department('33');
    await save({ countryId: fr, departmentId: landes.id, name: 'Mimizan', postalCode: '40200', inseeCode: '40184' });
    await save({ countryId: fr, departmentId: gironde.id, name: 'Lacanau', postalCode: '33680', inseeCode: '33214' });
    const names = async (criteria: Record<string, number>) =>
      (await json(ctx.admin.post('/rest/reference/town/search', criteria))).items.map((t: { name: string }) => t.name);
    expect(await names({ countryId: 0, departmentId: 0 })).toEqual(['Lacanau', 'Mimizan']);
    expect(await names({ countryId: fr, departmentId: landes.id })).toEqual(['Mimizan']);
    expect(await names({ countryId: await countryId('BE'), departmentId: 0 })).toEqual([]);
  });

  it('town and department country mismatch: refused with TOWN_DEPARTMENT_COUNTRY_MISMATCH', async () => {
    const res = await save({
      countryId: await countryId('BE'),
      departmentId: (await department('40')).id,
      name: 'Bruges',
      inseeCode: '31005',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('TOWN_DEPARTMENT_COUNTRY_MISMATCH');
  });

  it('Choose a town, country name, INSEE code: each missing one answers its own code', async () => {
    const res = await save({ name: ' ', inseeCode: '' });
    expect((await res.json()).fields).toEqual({
      countryId: 'COUNTRY_NAME_REQUIRED',
      name: 'TOWN_REQUIRED',
      inseeCode: 'INSEE_CODE_REQUIRED',
    });
  });

  it('a department with towns cannot be deleted', async () => {
    const landes = await department('40');
    await save({ countryId: landes.countryId, departmentId: landes.id, name: 'Dax', inseeCode: '40088' });
    const res = await ctx.admin.post(`/rest/reference/department/delete/${landes.id}`);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('departments and regions', () => {
  it('an INSEE code is required, upper-cased, and taken once per country', async () => {
    const fr = await countryId('FR');
    const missing = await ctx.admin.post('/rest/reference/department/edit', { id: 0, countryId: fr, name: 'X' });
    expect((await missing.json()).fields).toEqual({ code: 'INSEE_CODE_REQUIRED' });
    const taken = await ctx.admin.post('/rest/reference/department/edit', {
      id: 0,
      countryId: fr,
      code: '2a',
      name: 'X',
    });
    expect((await taken.json()).fields).toEqual({ code: 'VALUE_ALREADY_ASSIGNED' });
  });

  it("a department's region is of the department's country", async () => {
    const landes = await department('40');
    const res = await ctx.admin.post('/rest/reference/department/edit', {
      ...landes,
      countryId: await countryId('BE'),
    });
    expect((await res.json()).fields).toEqual({ regionId: 'VALIDATION' });
  });

  it('a region can be added, and one with departments cannot be deleted', async () => {
    const be = await countryId('BE');
    const saved = await json(
      ctx.admin.post('/rest/reference/region/edit', { id: 0, countryId: be, code: 'WAL', name: 'Wallonie' }),
    );
    expect((await ctx.admin.post(`/rest/reference/region/delete/${saved.id}`)).status).toBe(200);
    const landes = await department('40');
    const blocked = await ctx.admin.post(`/rest/reference/region/delete/${landes.regionId}`);
    expect((await blocked.json()).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('rights', () => {
  it.each(['region', 'department', 'town'])('a user with 000 is refused the %s calls', async (entity) => {
    await ctx.t.addUser({ login: 'nobody', password: 'nobody-1' });
    const nobody = await ctx.t.signIn({ login: 'nobody', password: 'nobody-1' });
    for (const res of [
      await nobody.get(`/rest/reference/${entity}`),
      await nobody.post(`/rest/reference/${entity}/edit`, { id: 0 }),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });
});
