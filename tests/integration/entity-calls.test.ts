// The generic entity calls (list, edit, search, save, delete, document, order, active), exercised on civilities (flat table) and customers.
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const base = '/rest/reference/civility';

async function createCustomers(n: number) {
  for (let i = 0; i < n; i++) {
    const res = await ctx.admin.post('/rest/customer/customer/edit', {
      id: 0,
      lastName: `Nom${String(i).padStart(2, '0')}`,
      firstName: 'Jean',
    });
    expect(res.status).toBe(200);
  }
}

describe('generic entity calls', () => {
  it('GET {BASE} lists the items', async () => {
    const items = await (await ctx.admin.get(base)).json();
    expect(items.map((c: { label: string }) => c.label)).toEqual(['M.', 'Mme', 'M. et Mme', 'Société']);
  });

  it('GET {BASE}/edit/0 gives a new item with its defaults and choice lists', async () => {
    const item = await (await ctx.admin.get('/rest/customer/customer/edit/0')).json();
    expect(item.id).toBe(0);
    expect(item.availableCivility.length).toBe(4);
    const france = item.availableCountry.find((c: { isoCode: string }) => c.isoCode === 'FR');
    expect(france).toMatchObject({ isDefault: true, language: { code: 'fr' } });
    expect(item.addressList[0].countryId).toBe(france.id);
    expect(item.civilityId).toBe(item.availableCivility.find((c: { isDefault: boolean }) => c.isDefault).id);
  });

  it('GET {BASE}/edit/{id} answers 404 for an unknown id', async () => {
    expect((await ctx.admin.get(`${base}/edit/999`)).status).toBe(404);
  });

  it('POST {BASE}/search pages with a default page size of 20, sorts and filters', async () => {
    await createCustomers(25);
    const first = await (await ctx.admin.post('/rest/customer/customer/search', {})).json();
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    const second = await (await ctx.admin.post('/rest/customer/customer/search', { page: 2 })).json();
    expect(second.items).toHaveLength(5);
    const desc = await (
      await ctx.admin.post('/rest/customer/customer/search', { pageSize: 3, sort: { field: 'name', order: 'descend' } })
    ).json();
    expect(desc.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Nom24', 'Nom23', 'Nom22']);
    const filtered = await (await ctx.admin.post('/rest/customer/customer/search', { name: 'nom1' })).json();
    expect(filtered.total).toBe(10);
  });

  it('refuses a sort on an unknown field', async () => {
    const res = await ctx.admin.post(`${base}/search`, { sort: { field: 'passwordHash', order: 'ascend' } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ sort: 'INVALID_TYPE' });
  });

  it('POST {BASE}/edit with id 0 creates; returnEditItem: true returns the item', async () => {
    const res = await ctx.admin.post(`${base}/edit`, { id: 0, code: 'DR', label: 'Dr' }, { returnEditItem: 'true' });
    const body = await res.json();
    expect(body).toMatchObject({ status: 'SAVED', item: { code: 'DR', label: 'Dr' } });
    expect(body.id).toBeGreaterThan(0);
    const plain = await (await ctx.admin.post(`${base}/edit`, { id: body.id, code: 'DR', label: 'Docteur' })).json();
    expect(plain).toEqual({ status: 'SAVED', id: body.id });
  });

  it('keeps a single default: saving a new default clears the former one', async () => {
    await ctx.admin.post(`${base}/edit`, { id: 0, code: 'DR', label: 'Dr', isDefault: true });
    const items = await (await ctx.admin.get(base)).json();
    expect(items.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { code: string }) => c.code)).toEqual([
      'DR',
    ]);
  });

  it('POST {BASE}/delete/{id} answers DELETED, then 404', async () => {
    const { id } = await (await ctx.admin.post(`${base}/edit`, { id: 0, code: 'DR', label: 'Dr' })).json();
    expect(await (await ctx.admin.post(`${base}/delete/${id}`)).json()).toEqual({ status: 'DELETED' });
    expect((await ctx.admin.post(`${base}/delete/${id}`)).status).toBe(404);
  });

  it('refuses to delete a row still referenced, leaving it in place', async () => {
    const civilities = await (await ctx.admin.get(base)).json();
    const civilityId = civilities[0].id;
    await ctx.admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Martin', civilityId });
    const res = await ctx.admin.post(`${base}/delete/${civilityId}`);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
    expect((await ctx.admin.get(`${base}/edit/${civilityId}`)).status).toBe(200);
  });

  it('GET {BASE}/document exports CSV in French format: BOM, ";" separator, DD/MM/YYYY dates', async () => {
    await ctx.admin.post('/rest/customer/customer/edit', {
      id: 0,
      lastName: 'Dupont',
      firstName: 'Élise',
      birthDate: '1980-03-07',
      newsletter: true,
    });
    const res = await ctx.admin.get('/rest/customer/customer/document');
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row] = text.split('\r\n');
    expect(header.split(';')).toContain('Date de naissance');
    expect(row).toContain('Dupont;Élise');
    expect(row).toContain('07/03/1980');
    expect(row).toContain(';Oui;');
  });

  it('POST {BASE}/document applies the filters', async () => {
    await createCustomers(3);
    await ctx.admin.post('/rest/customer/customer/edit', { id: 0, lastName: 'Zola' });
    const res = await ctx.admin.post('/rest/customer/customer/document', { filters: { name: 'zo' } });
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Zola');
  });

  it('GET {BASE}/document_info/{id} answers the record information', async () => {
    const { id } = await (await ctx.admin.post(`${base}/edit`, { id: 0, code: 'DR', label: 'Dr' })).json();
    const info = await (await ctx.admin.get(`${base}/document_info/${id}`)).json();
    expect(info).toMatchObject({
      id,
      entity: 'reference/civility',
      label: 'Dr',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
  });

  it('POST {BASE}/order saves the order of the ids', async () => {
    const items: { id: number }[] = await (await ctx.admin.get(base)).json();
    const reversed = items.map((i) => i.id).reverse();
    expect(await (await ctx.admin.post(`${base}/order`, { ids: reversed })).json()).toEqual({ status: 'SAVED' });
    const after: { id: number }[] = await (await ctx.admin.get(base)).json();
    expect(after.map((i) => i.id)).toEqual(reversed);
  });

  it('GET {BASE}/active/{id}/{0 or 1} deactivates and reactivates', async () => {
    const [first] = await (await ctx.admin.get(base)).json();
    expect(await (await ctx.admin.get(`${base}/active/${first.id}/0`)).json()).toEqual({ status: 'SAVED' });
    expect((await (await ctx.admin.get(`${base}/edit/${first.id}`)).json()).isActive).toBe(false);
    await ctx.admin.get(`${base}/active/${first.id}/1`);
    expect((await (await ctx.admin.get(`${base}/edit/${first.id}`)).json()).isActive).toBe(true);
  });
});
