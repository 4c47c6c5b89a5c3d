import { describe, expect, it } from 'vitest';
import { customerWithDocuments } from '../../service/domains/customer';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const save = async (body: Record<string, unknown>) =>
  ctx.admin.post('/rest/customer/customer/edit', { id: 0, ...body }, { returnEditItem: 'true' });

describe('customer/customer', () => {
  it('round-trips every customer field with its address list', async () => {
    const blank = await (await ctx.admin.get('/rest/customer/customer/edit/0')).json();
    const fr = blank.availableCountry.find((c: { isoCode: string }) => c.isoCode === 'FR').id;
    const input = {
      civilityId: blank.civilityId,
      firstName: 'Élise',
      lastName: 'Dupont',
      addressList: [
        {
          address1: '12 rue des Pins',
          address2: null,
          address3: null,
          postalCode: '40200',
          town: 'Mimizan',
          countryId: fr,
        },
        {
          address1: 'Chalet 4',
          address2: 'Les Sables',
          address3: null,
          postalCode: '85100',
          town: 'Les Sables',
          countryId: fr,
        },
      ],
      phone: '05 58 09 00 00',
      mobile: '+33612345678',
      email: 'elise.dupont@example.fr',
      birthDate: '1980-03-07',
      birthPlace: 'Bordeaux',
      nationalityId: fr,
      languageId: blank.languageId,
      isLegalEntity: false,
      companyName: null,
      siret: null,
      vatNumber: null,
      newsletter: true,
      loyaltyNumber: 'F-123',
      notes: 'Préfère un emplacement ombragé',
    };
    const { item } = await (await save(input)).json();
    expect(item).toMatchObject({ ...input, phone: '0558090000', code: 'C000001' });
  });

  it('gives each new customer the next code, and refuses a code already assigned', async () => {
    await save({ lastName: 'A' });
    const { item } = await (await save({ lastName: 'B' })).json();
    expect(item.code).toBe('C000002');
    const res = await save({ lastName: 'C', code: 'C000001' });
    expect((await res.json()).fields).toEqual({ code: 'VALUE_ALREADY_ASSIGNED' });
  });

  it('"legal entities need company name"', async () => {
    const res = await save({ isLegalEntity: true, lastName: 'Contact' });
    expect((await res.json()).fields).toEqual({ companyName: 'COMPANY_NAME_REQUIRED' });
    expect((await save({ isLegalEntity: true, companyName: 'Camping SARL' })).status).toBe(200);
  });

  it('a person needs a last name', async () => {
    expect((await (await save({ firstName: 'Jean' })).json()).fields).toEqual({ lastName: 'REQUIRED' });
  });

  it('"E-mail: a top-level domain of 2 to 25 letters; otherwise the e-mail-problem message"', async () => {
    const res = await save({ lastName: 'X', email: 'x@example.c' });
    expect((await res.json()).fields).toEqual({ email: 'INVALID_EMAIL' });
  });

  it('"SIRET: digits only, at most 14", spaces removed before saving', async () => {
    expect((await (await save({ lastName: 'X', siret: '1234567890123A' })).json()).fields).toEqual({
      siret: 'INVALID_SIRET',
    });
    expect((await (await save({ lastName: 'X', siret: '123456789012345' })).json()).fields).toEqual({
      siret: 'INVALID_SIRET',
    });
    const { item } = await (await save({ lastName: 'X', siret: '123 456 789 01234' })).json();
    expect(item.siret).toBe('12345678901234');
  });

  it('refuses a birth date after today', async () => {
    expect((await (await save({ lastName: 'X', birthDate: '2026-11-23' })).json()).fields).toEqual({
      birthDate: 'INVALID_DATE',
    });
  });

  it('refuses a reference to a country that does not exist, writing nothing', async () => {
    const res = await save({ lastName: 'X', addressList: [{ town: 'Nulle part', countryId: 9999 }] });
    expect((await res.json()).fields).toEqual({ 'addressList.0.countryId': 'VALIDATION' });
    expect((await (await ctx.admin.post('/rest/customer/customer/search', {})).json()).total).toBe(0);
  });

  it('finds customers by name prefix ignoring accents and case', async () => {
    await save({ lastName: 'Émile' });
    await save({ lastName: 'Emery' });
    await save({ lastName: 'Martin' });
    const found = await (await ctx.admin.post('/rest/customer/customer/search', { name: 'EM' })).json();
    expect(found.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Emery', 'Émile']);
  });

  it('"Search needs at least 3 characters"', async () => {
    const res = await ctx.admin.post('/rest/customer/customer/search', { q: 'du' });
    expect((await res.json()).fields).toEqual({ q: 'SEARCH_TOO_SHORT' });
    await save({ lastName: 'Dupont', email: 'contact@dupont.fr' });
    const found = await (await ctx.admin.post('/rest/customer/customer/search', { q: 'dupont' })).json();
    expect(found.total).toBe(1);
  });

  it('filters by town through the address list', async () => {
    await save({ lastName: 'A', addressList: [{ town: 'Mimizan' }] });
    await save({ lastName: 'B', addressList: [{ town: 'Biscarrosse' }] });
    const found = await (await ctx.admin.post('/rest/customer/customer/search', { town: 'mimi' })).json();
    expect(found.items.map((c: { lastName: string }) => c.lastName)).toEqual(['A']);
  });
});

describe('customer deletion', () => {
  it('Deletion blocker: a customer with documents cannot be deleted (documents register their check)', async () => {
    const { id } = await (await save({ lastName: 'Martin', firstName: 'Paul' })).json();
    const unregister = customerWithDocuments.register('test documents', (_db, customerId) => customerId === id);
    try {
      const refused = await ctx.admin.post(`/rest/customer/customer/delete/${id}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).serverMessage).toBe('CUSTOMER_HAS_DOCUMENTS');
    } finally {
      unregister();
    }
    expect(await (await ctx.admin.post(`/rest/customer/customer/delete/${id}`)).json()).toEqual({ status: 'DELETED' });
  });
});
