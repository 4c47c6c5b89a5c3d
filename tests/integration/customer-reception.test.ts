// What reception meets on the customer list and form: the warning of an existing card, the
// postcode filter, companies found by their contact, the French postcode and phones in exports.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../service/errors/catalogue';
import { seedCustomers } from '../bench/seed-customers';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const save = async (body: Record<string, unknown>) =>
  ctx.admin.post('/rest/customer/customer/edit', { id: 0, ...body }, { returnEditItem: 'true' });
const search = async (criteria: Record<string, unknown>) =>
  (await ctx.admin.post('/rest/customer/customer/search', criteria)).json();
const duplicatesOf = async (body: Record<string, unknown>) =>
  (await (await ctx.admin.post('/rest/customer/customer/duplicates', body)).json()).items;

async function countryId(isoCode: string): Promise<number> {
  const blank = await (await ctx.admin.get('/rest/customer/customer/edit/0')).json();
  return blank.availableCountry.find((c: { isoCode: string }) => c.isoCode === isoCode).id;
}

describe('possible duplicates', () => {
  it('« a customer with the name and e-mail (or phone) of an existing one » is named before creating, and may still be created', async () => {
    const { item } = await (
      await save({ lastName: 'Guérin', firstName: 'Anne', email: 'anne.guerin@example.fr', mobile: '06 12 34 56 78' })
    ).json();
    const sameMail = await duplicatesOf({ lastName: 'GUERIN', firstName: 'anne', email: 'Anne.Guerin@example.fr' });
    expect(sameMail).toEqual([
      expect.objectContaining({ id: item.id, code: item.code, lastName: 'Guérin', email: 'anne.guerin@example.fr' }),
    ]);
    expect(await duplicatesOf({ lastName: 'Guérin', firstName: 'Anne', phone: '+33 6 12 34 56 78' })).toHaveLength(1);
    expect(await duplicatesOf({ lastName: 'Guérin', firstName: 'Anne' })).toEqual([]);
    expect(await duplicatesOf({ lastName: 'Guérin', firstName: 'Paul', email: 'anne.guerin@example.fr' })).toEqual([]);
    const anyway = await save({ lastName: 'Guérin', firstName: 'Anne', email: 'anne.guerin@example.fr' });
    expect(anyway.status).toBe(200);
  });

  it('is not answered to a signed-out caller', async () => {
    const res = await ctx.t.anonymous.post('/rest/customer/customer/duplicates', { lastName: 'X' });
    expect(res.status).toBe(403);
  });
});

describe('customer search', () => {
  it('filters by postcode through the address list (a prefix: « 40 » is the Landes)', async () => {
    await save({ lastName: 'Landais', addressList: [{ postalCode: '40200', town: 'Mimizan' }] });
    await save({ lastName: 'Breton', addressList: [{ postalCode: '29000', town: 'Quimper' }] });
    await save({ lastName: 'Autre', addressList: [{ postalCode: '44000', town: 'Nantes' }] });
    const found = await search({ postalCode: '40' });
    expect(found.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Landais']);
    expect((await search({ postalCode: '29000' })).total).toBe(1);
  });

  it('« the name search finds contacts of companies and associations too »', async () => {
    await save({ lastName: 'Guérin', firstName: 'Luc' });
    await save({ isLegalEntity: true, companyName: 'Comité des fêtes', lastName: 'Guérin', firstName: 'Marie' });
    await save({ isLegalEntity: true, companyName: 'Club de voile', lastName: 'GUERIN' });
    await save({ isLegalEntity: true, companyName: 'Amicale laïque', lastName: 'Martin' });
    await save({ lastName: 'Martin', firstName: 'Guérine' });
    const found = await search({ name: 'guérin', sort: { field: 'name', order: 'ascend' } });
    expect(
      found.items.map((c: { companyName: string | null; lastName: string }) => c.companyName ?? c.lastName),
    ).toEqual(['Club de voile', 'Comité des fêtes', 'Guérin']);
    expect(found.total).toBe(3);
    expect((await search({ name: 'club' })).total).toBe(1);
    // A company created or changed after a search is found by the next one.
    await save({ isLegalEntity: true, companyName: 'Lycée agricole', lastName: 'Guérin', firstName: 'Paul' });
    expect((await search({ name: 'Guerin' })).total).toBe(4);
    const club = (await search({ name: 'club' })).items[0];
    await ctx.admin.post('/rest/customer/customer/edit', { ...club, lastName: 'Martin' });
    expect((await search({ name: 'guérin' })).total).toBe(3);
  });
});

describe('French postcode', () => {
  it('« a French postcode must be five digits when the country is France », under its field in French', async () => {
    const fr = await countryId('FR');
    const res = await save({
      lastName: 'Court',
      addressList: [{ postalCode: '4020', town: 'Mimizan', countryId: fr }],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({ 'addressList.0.postalCode': 'FRENCH_POSTCODE_FIVE_DIGITS' });
    expect(errorMessage('FRENCH_POSTCODE_FIVE_DIGITS')).toBe('Un code postal français comporte 5 chiffres');
    const letters = await save({ lastName: 'Court', addressList: [{ postalCode: '4O200', countryId: fr }] });
    expect((await letters.json()).fields).toEqual({ 'addressList.0.postalCode': 'FRENCH_POSTCODE_FIVE_DIGITS' });
    expect((await save({ lastName: 'Juste', addressList: [{ postalCode: '40200', countryId: fr }] })).status).toBe(200);
  });

  it('is not applied to other countries (a Belgian postcode has four digits, a British one letters)', async () => {
    const be = await countryId('BE');
    const gb = await countryId('GB');
    expect((await save({ lastName: 'Bruxellois', addressList: [{ postalCode: '1000', countryId: be }] })).status).toBe(
      200,
    );
    expect(
      (await save({ lastName: 'Londonien', addressList: [{ postalCode: 'SW1A 1AA', countryId: gb }] })).status,
    ).toBe(200);
  });
});

describe('customer CSV export', () => {
  it('writes phones in the French grouped form so spreadsheets keep the leading zero, formulas still neutralised', async () => {
    await save({ lastName: 'Appel', phone: '0558090000', mobile: '06.12.34.56.78' });
    await save({ lastName: '=HYPERLINK("http://x")', mobile: '+33612345678' });
    const csv = await (await ctx.admin.get('/rest/customer/customer/document')).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = (lines[0] ?? '').split(';');
    const row = (name: string) => (lines.find((l) => l.includes(name)) ?? '').split(';');
    const phone = header.indexOf('Téléphone');
    const mobile = header.indexOf('Mobile');
    expect(row('Appel')[phone]).toBe('05 58 09 00 00');
    expect(row('Appel')[mobile]).toBe('06 12 34 56 78');
    expect(row('HYPERLINK')[mobile]).toBe(`'+33 6 12 34 56 78`);
    expect(row('HYPERLINK')[1]?.startsWith(`"'=HYPERLINK`)).toBe(true);
  });

  it('exports every customer with its address beyond the 32,766 values one SQLite statement can bind', async () => {
    const seeded = seedCustomers(ctx.t.db, 33_000);
    const csv = await (await ctx.admin.get('/rest/customer/customer/document')).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const town = (lines[0] ?? '').split(';').indexOf('Ville');
    expect(lines).toHaveLength(1 + seeded.customers);
    expect(lines.slice(1).filter((line) => (line.split(';')[town] ?? '') !== '')).toHaveLength(seeded.addresses);
  });
});
