import { describe, expect, it } from 'vitest';
import type { Client } from '../support/client';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const png = new Uint8Array<ArrayBuffer>(new ArrayBuffer(12));
png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function upload(client: Client, bytes: Uint8Array<ArrayBuffer>, name = 'logo.png') {
  const form = new FormData();
  form.append('uploadfile', new Blob([bytes]), name);
  return client.request('/rest/establishment/establishment/setLogo', { method: 'POST', body: form });
}

const establishment = {
  id: 1,
  corporateName: 'Camping Les Pins SARL',
  shortName: 'Les Pins',
  legalForm: 'SARL',
  capitalCents: 1_000_000,
  nafCode: '55.30Z',
  siret: '123 456 789 00012',
  siren: '123456789',
  rcs: 'RCS Mont-de-Marsan 123 456 789',
  tradeRegisterNumber: '123456789',
  vatNumber: 'FR12123456789',
  address1: '1 route de la plage',
  postalCode: '40200',
  town: 'Mimizan',
  phone: '0558090000',
  email: 'accueil@lespins.fr',
};

describe('establishment/establishment', () => {
  it('saves and answers the establishment with its default currency (EUR)', async () => {
    const saved = await (await ctx.admin.post('/rest/establishment/establishment/edit', establishment)).json();
    expect(saved).toMatchObject({ status: 'SAVED', id: 1 });
    const item = await (await ctx.admin.get('/rest/establishment/establishment/edit')).json();
    expect(item).toMatchObject({
      ...establishment,
      siret: '12345678900012',
      currency: { isoCode: 'EUR', symbol: '€', isDefault: true },
    });
  });

  it('refuses a malformed SIREN, NAF code and e-mail, naming each field', async () => {
    const res = await ctx.admin.post('/rest/establishment/establishment/edit', {
      ...establishment,
      siren: '12',
      nafCode: 'x',
      email: 'nope',
    });
    expect((await res.json()).fields).toEqual({
      siren: 'INVALID_TYPE',
      nafCode: 'INVALID_TYPE',
      email: 'INVALID_EMAIL',
    });
  });

  it('is readable by every signed-in user (tab title, currency) but written only with the right', async () => {
    await ctx.t.addUser({ login: 'paul', password: 'secret-1' });
    const paul = await ctx.t.signIn({ login: 'paul', password: 'secret-1' });
    expect((await paul.get('/rest/establishment/establishment/edit')).status).toBe(200);
    expect((await paul.post('/rest/establishment/establishment/edit', establishment)).status).toBe(401);
  });

  it('setLogo takes the multipart field uploadfile; getLogo answers the image', async () => {
    expect(await (await upload(ctx.admin, png)).json()).toEqual({ status: 'SAVED' });
    const logo = await ctx.admin.get('/rest/establishment/establishment/getLogo');
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(png);
    expect((await (await ctx.admin.get('/rest/establishment/establishment/edit')).json()).hasLogo).toBe(true);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const res = await upload(ctx.admin, new TextEncoder().encode('<script>'), 'logo.png');
    expect((await res.json()).serverMessage).toBe('INVALID_IMAGE');
    expect((await ctx.admin.get('/rest/establishment/establishment/getLogo')).status).toBe(404);
  });
});

describe('establishment/currency', () => {
  it('lists currencies with exchangeRate, id, isDefault, isoCode, name, symbol', async () => {
    const [eur] = await (await ctx.admin.get('/rest/establishment/currency')).json();
    expect(Object.keys(eur)).toEqual(
      expect.arrayContaining(['exchangeRate', 'id', 'isDefault', 'isoCode', 'name', 'symbol']),
    );
  });

  it('refuses to delete the default currency', async () => {
    const list: { id: number; isDefault: boolean }[] = await (
      await ctx.admin.get('/rest/establishment/currency')
    ).json();
    const eur = list.find((c) => c.isDefault);
    const res = await ctx.admin.post(`/rest/establishment/currency/delete/${eur?.id}`);
    expect((await res.json()).serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('establishment/preference/group', () => {
  it('answers {providerId, type GROUPE, isClientSyncActive} and saves it', async () => {
    expect(await (await ctx.admin.get('/rest/establishment/preference/group/edit')).json()).toEqual({
      providerId: 1,
      type: 'GROUPE',
      isClientSyncActive: false,
    });
    await ctx.admin.post('/rest/establishment/preference/group/edit', {
      providerId: 7,
      type: 'GROUPE',
      isClientSyncActive: true,
    });
    expect(await (await ctx.admin.get('/rest/establishment/preference/group/edit/7')).json()).toMatchObject({
      providerId: 7,
      isClientSyncActive: true,
    });
  });
});
