// Accounting accounts: unique code, deletion blocked while another table references the code.
import { describe, expect, it } from 'vitest';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
const base = '/rest/accounting/accounting-account';
const save = (body: Record<string, unknown>) => ctx.admin.post(`${base}/edit`, { id: 0, kind: 7, ...body });

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
