// Accounting accounts: unique code, deletion blocked while another table references the code.
import { describe, expect, it } from 'vitest';
import type { Client } from '../support/client';
import { createPlaceType } from '../support/fixtures';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const base = '/rest/accounting/accounting-account';
const save = (body: Record<string, unknown>) => ctx.admin.post(`${base}/edit`, { id: 0, kind: 7, ...body });

/** Saves through the screen's call and fails the test when the save itself is refused. */
async function saved(client: Client, path: string, body: Record<string, unknown>): Promise<number> {
  const res = await client.post(path, body);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

const firstId = async (path: string): Promise<number> => (await (await ctx.admin.get(path)).json())[0].id;
const tvaId = () => firstId('/rest/reference/tva');

describe('accounting accounts', () => {
  it('Accounting code and zone number unique: a second 706100 (any case) is refused', async () => {
    const { id } = await (await save({ code: '706100', label: 'Locations emplacements' })).json();
    const res = await save({ code: '706100', label: 'Doublon' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ code: 'ACCOUNTING_CODE_ALREADY_USED' });
    expect((await ctx.admin.post(`${base}/edit`, { id, code: '706100', label: 'Locations', kind: 7 })).status).toBe(
      200,
    );
  });

  it.each([
    [{ code: '' }, { code: 'REQUIRED' }],
    [{ code: '9ABC' }, { code: 'INVALID_TYPE' }],
    [{ kind: 42 }, { kind: 'REQUIRED' }],
    [{ label: '' }, { label: 'REQUIRED' }],
  ])('refuses %j with %j', async (change, fields) => {
    const res = await save({ code: '411000', label: 'Clients', ...change });
    expect((await res.json()).fields).toEqual(fields);
  });

  it.each([
    [
      'a VAT rate',
      async (code: string) => {
        const [rate] = await (await ctx.admin.get('/rest/reference/tva')).json();
        await ctx.admin.post('/rest/reference/tva/edit', { ...rate, accountingCode: code });
      },
    ],
    [
      'a payment method',
      async (code: string) => {
        await ctx.admin.post('/rest/payment/payment-method/edit', {
          id: 0,
          label: 'Chèque cadeau',
          paymentType: 8,
          accountingCode: code,
        });
      },
    ],
    [
      'an expense type',
      async (code: string) => {
        const blank = await (await ctx.admin.get('/rest/payment/expense-type/edit/0')).json();
        await ctx.admin.post('/rest/payment/expense-type/edit', {
          id: 0,
          label: 'Eau',
          tvaRateId: blank.tvaRateId,
          accountingCode: code,
        });
      },
    ],
    [
      'a bank account',
      async (code: string) => {
        const { id: bankId } = await (await ctx.admin.post('/rest/payment/bank/edit', { id: 0, name: 'CIC' })).json();
        await ctx.admin.post('/rest/payment/bank-account/edit', {
          id: 0,
          label: 'Compte',
          bankId,
          accountingCode: code,
        });
      },
    ],
    [
      'a tax',
      async (code: string) => {
        const [type] = await (await ctx.admin.get('/rest/tax/tax-type')).json();
        await ctx.admin.post('/rest/tax/tax/edit', {
          id: 0,
          label: 'TS',
          taxTypeId: type.id,
          target: 1,
          calculationMethod: 1,
          unit: 1,
          nightCount: 30,
          accountingCode: code,
          pricePeriods: [{ startDate: '2027-01-01', endDate: '2027-12-31', price: 66 }],
        });
      },
    ],
    [
      'a place type',
      async (code: string) => {
        const typeId = await createPlaceType(ctx.admin, 'Mobil-home');
        const type = await (await ctx.admin.get(`/rest/place/place-type/edit/${typeId}`)).json();
        await saved(ctx.admin, '/rest/place/place-type/edit', { ...type, accountingCode: code });
      },
    ],
    [
      'a place (its own code, overriding its type)',
      async (code: string) => {
        const typeId = await createPlaceType(ctx.admin, 'Chalet');
        await saved(ctx.admin, '/rest/place/place/edit', {
          id: 0,
          number: 'C01',
          typeId,
          capacity: 5,
          accountingCode: code,
        });
      },
    ],
    [
      'an extra',
      async (code: string) => {
        const body = { id: 0, label: 'Barbecue', tvaId: await tvaId(), priceCents: 1500, accountingCode: code };
        await saved(ctx.admin, '/rest/extra/extra/edit', body);
      },
    ],
    [
      'a partner',
      async (code: string) => {
        await saved(ctx.admin, '/rest/partner/partner/edit', {
          id: 0,
          name: 'Océan Tours',
          partnerTypeId: await firstId('/rest/partner/partner-type'),
          managementTypeId: await firstId('/rest/partner/management-type'),
          billingTypeId: await firstId('/rest/partner/billing-type'),
          commissionValue: 2000,
          accountingCode: code,
        });
      },
    ],
    [
      'a commission',
      async (code: string) => {
        const body = { id: 0, label: 'Commission TO', unit: 'percent', value: 1500, accountingCode: code };
        await saved(ctx.admin, '/rest/partner/commission/edit', body);
      },
    ],
    [
      'a discount',
      async (code: string) => {
        const body = { id: 0, label: 'Remise fidélité', kind: 'manual', unit: 'percent', value: 500 };
        await saved(ctx.admin, '/rest/price/discount/edit', { ...body, tvaId: await tvaId(), accountingCode: code });
      },
    ],
    [
      'a residential fee',
      async (code: string) => {
        const body = { id: 0, label: 'Ordures ménagères', billingUnit: 'YEAR', accountingCode: code };
        await saved(ctx.admin, '/rest/residential/fees/edit', { ...body, tvaId: await tvaId() });
      },
    ],
  ])('Deletion blockers: accounting code with references (%s)', async (_owner, reference) => {
    const { id } = await (await save({ code: '467100', label: 'Compte référencé' })).json();
    await reference('467100');
    const res = await ctx.admin.post(`${base}/delete/${id}`);
    expect(res.status).toBe(400);
    expect((await res.json()).serverMessage).toBe('ACCOUNTING_CODE_HAS_REFERENCES');
  });

  it('an account nobody references is deleted', async () => {
    const { id } = await (await save({ code: '471000', label: "Compte d'attente", kind: 8 })).json();
    expect((await ctx.admin.post(`${base}/delete/${id}`)).status).toBe(200);
  });
});
