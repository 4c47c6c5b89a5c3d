// The customer preference drives the customer screen: the fields it makes required, the
// duplicate check of a new customer and the newsletter box of a blank customer.
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const save = async (body: Record<string, unknown>) =>
  ctx.admin.post('/rest/customer/customer/edit', { id: 0, ...body }, { returnEditItem: 'true' });
const setPreference = (body: Record<string, unknown>) => ctx.admin.post('/rest/preference/customer', body);

describe('customer preference', () => {
  it('E-mail, phone, address, birth date and nationality obligatoires: refused while missing, once set', async () => {
    expect((await save({ lastName: 'Libre' })).status).toBe(200);
    await setPreference({
      requireEmail: true,
      requirePhone: true,
      requireAddress: true,
      requireBirthDate: true,
      requireNationality: true,
    });
    const res = await save({ lastName: 'Incomplet', nationalityId: null, addressList: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      email: 'REQUIRED',
      phone: 'REQUIRED',
      'addressList.0.address1': 'REQUIRED',
      'addressList.0.postalCode': 'REQUIRED',
      'addressList.0.town': 'REQUIRED',
      birthDate: 'REQUIRED',
      nationalityId: 'REQUIRED',
    });
    const blank = await (await ctx.admin.get('/rest/customer/customer/edit/0')).json();
    const complete = await save({
      lastName: 'Complet',
      email: 'complet@example.fr',
      mobile: '0612345678',
      addressList: [
        { address1: '1 rue des Pins', postalCode: '40200', town: 'Mimizan', countryId: blank.nationalityId },
      ],
      birthDate: '1980-01-01',
      nationalityId: blank.nationalityId,
    });
    expect(complete.status).toBe(200);
  });

  it('Détection des doublons « même nom, prénom ou e-mail »: a new customer of the same name or e-mail is refused', async () => {
    const first = await (await save({ lastName: 'Martin', firstName: 'Jeanne', email: 'jm@example.fr' })).json();
    expect((await save({ lastName: 'MARTIN', firstName: 'Jeanne' })).status).toBe(200);
    await setPreference({ duplicateCheck: 'name_email' });
    const sameName = await save({ lastName: 'Martin', firstName: 'Jeanne' });
    expect(sameName.status).toBe(400);
    expect(await sameName.json()).toMatchObject({
      serverMessage: 'CUSTOMER_ALREADY_EXISTS',
      message: `Ce client existe déjà (fiche ${first.item.code})`,
      fields: { lastName: 'CUSTOMER_ALREADY_EXISTS' },
    });
    const sameEmail = await save({ lastName: 'Autre', email: 'JM@example.fr' });
    expect((await sameEmail.json()).fields).toEqual({ email: 'CUSTOMER_ALREADY_EXISTS' });
    expect((await save({ lastName: 'Martin', firstName: 'Paul' })).status).toBe(200);
  });

  it('« même nom, prénom et date de naissance »: homonyms born on other days are different customers', async () => {
    await setPreference({ duplicateCheck: 'name_birth_date' });
    expect((await save({ lastName: 'Petit', firstName: 'Léo', birthDate: '2001-02-03' })).status).toBe(200);
    expect((await save({ lastName: 'Petit', firstName: 'Léo', birthDate: '1970-05-06' })).status).toBe(200);
    expect((await save({ lastName: 'Petit', firstName: 'Leo', birthDate: '2001-02-03' })).status).toBe(400);
  });

  it('an existing customer is saved again without being called its own duplicate', async () => {
    const { item } = await (await save({ lastName: 'Seul', firstName: 'Marc' })).json();
    await setPreference({ duplicateCheck: 'name' });
    expect((await ctx.admin.post('/rest/customer/customer/edit', { ...item, notes: 'vu' })).status).toBe(200);
  });

  it('Newsletter cochée par défaut: a blank customer starts with the box ticked once set', async () => {
    expect((await (await ctx.admin.get('/rest/customer/customer/edit/0')).json()).newsletter).toBe(false);
    await setPreference({ newsletterByDefault: true });
    expect((await (await ctx.admin.get('/rest/customer/customer/edit/0')).json()).newsletter).toBe(true);
  });
});
