// Payment set-up through the registry: banks, bank accounts, deposit types, payment methods,
// points of sale, online open periods, cash registers, expense types.
import { describe, expect, it } from 'vitest';
import { paymentMethodUsage } from '../../service/domains/payment-setup';
import { withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const BIC = 'AGRIFRPP';

async function saved(res: Response): Promise<number> {
  const body = await res.json();
  if (res.status !== 200) throw new Error(`save refused: ${JSON.stringify(body)}`);
  return body.id;
}

const save = (entity: string, body: Record<string, unknown>) =>
  ctx.admin.post(`/rest/payment/${entity}/edit`, { id: 0, ...body });

async function refusal(res: Response) {
  expect(res.status).toBe(400);
  return res.json();
}

async function makeBankAccount() {
  const bankId = await saved(await save('bank', { name: 'Crédit Agricole', bic: BIC }));
  return saved(await save('bank-account', { label: 'Compte courant', bankId, iban: IBAN, bic: BIC }));
}

describe('seeds', () => {
  it('A first start seeds Espèces, Chèque, Chèques-Vacances ANCV, Carte bancaire, Virement and Chèques-Vacances Connect', async () => {
    const items = await (await ctx.admin.get('/rest/payment/payment-method')).json();
    expect(items.map((m: { label: string }) => m.label)).toEqual([
      'Espèces',
      'Chèque',
      'Chèques-Vacances ANCV',
      'Carte bancaire',
      'Virement',
      'Chèques-Vacances Connect',
    ]);
  });

  it('Point of sale CENTRAL exists by default and accepts the seeded methods', async () => {
    const [central] = await (await ctx.admin.get('/rest/payment/point-of-sale')).json();
    expect(central.code).toBe('CENTRAL');
    const detail = await (await ctx.admin.get(`/rest/payment/point-of-sale/edit/${central.id}`)).json();
    expect(detail.paymentMethodIds).toHaveLength(5);
    expect(detail.availablePaymentMethod).toHaveLength(6);
  });
});

describe('banks and bank accounts', () => {
  it('stores IBAN and BIC normalised', async () => {
    const id = await makeBankAccount();
    const account = await (await ctx.admin.get(`/rest/payment/bank-account/edit/${id}`)).json();
    expect(account).toMatchObject({ iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' });
    expect(account.availableBank).toHaveLength(1);
  });

  it.each([
    [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, { iban: 'INVALID_IBAN' }],
    [{ bic: 'AGRI' }, { bic: 'INVALID_BIC' }],
    [{ bankId: null }, { bankId: 'BANK_REQUIRED' }],
  ])('IBAN and BIC validated, a bank must be chosen: %j refused with %j', async (change, fields) => {
    const bankId = await saved(await save('bank', { name: 'Banque Populaire' }));
    const body = await refusal(await save('bank-account', { label: 'Compte', bankId, iban: IBAN, ...change }));
    expect(body.fields).toEqual(fields);
  });

  it('A bank must be chosen: an unknown bank is refused with BANK_REQUIRED', async () => {
    const body = await refusal(await save('bank-account', { label: 'Compte', bankId: 999 }));
    expect(body.fields).toEqual({ bankId: 'BANK_REQUIRED' });
  });

  it('a bank BIC is validated too', async () => {
    expect((await refusal(await save('bank', { name: 'X', bic: '123' }))).fields).toEqual({ bic: 'INVALID_BIC' });
  });

  it('keeps a single default bank account', async () => {
    const first = await makeBankAccount();
    const bankId = (await (await ctx.admin.get('/rest/payment/bank')).json())[0].id;
    await saved(await save('bank-account', { label: 'Livret', bankId, isDefault: true }));
    await ctx.admin.post('/rest/payment/bank-account/edit', {
      id: first,
      label: 'Compte courant',
      bankId,
      isDefault: true,
    });
    const defaults = (await (await ctx.admin.get('/rest/payment/bank-account')).json()).filter(
      (a: { isDefault: boolean }) => a.isDefault,
    );
    expect(defaults.map((a: { id: number }) => a.id)).toEqual([first]);
  });

  it('Method or bank account in use: a bank account used by a payment method cannot be deleted', async () => {
    const bankAccountId = await makeBankAccount();
    const methodId = await saved(
      await save('payment-method', { label: 'Prélèvement', paymentType: 7, isAutoRemittance: true, bankAccountId }),
    );
    const body = await refusal(await ctx.admin.post(`/rest/payment/bank-account/delete/${bankAccountId}`));
    expect(body.serverMessage).toBe('BANK_ACCOUNT_IN_USE');
    expect((await ctx.admin.post(`/rest/payment/payment-method/delete/${methodId}`)).status).toBe(200);
    expect((await ctx.admin.post(`/rest/payment/bank-account/delete/${bankAccountId}`)).status).toBe(200);
  });

  it('a bank with accounts cannot be deleted', async () => {
    await makeBankAccount();
    const [bank] = await (await ctx.admin.get('/rest/payment/bank')).json();
    const body = await refusal(await ctx.admin.post(`/rest/payment/bank/delete/${bank.id}`));
    expect(body.serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('bank account labels', () => {
  const path = '/rest/payment/bank-account-label/edit';

  it('is one row, read blank then saved whole with the SEPA creditor identifier (ICS) checked', async () => {
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({ id: 1, creditorName: null });
    const body = { creditorName: 'Camping des Pins', sepaCreditorId: 'fr72 zzz 123456', remittanceLabel: 'REMISE' };
    expect((await ctx.admin.post(path, body)).status).toBe(200);
    expect((await ctx.admin.post(path, { ...body, creditorName: 'SARL Les Pins' })).status).toBe(200);
    expect(await (await ctx.admin.get(path)).json()).toMatchObject({
      creditorName: 'SARL Les Pins',
      sepaCreditorId: 'FR72ZZZ123456',
    });
    const wrong = await refusal(await ctx.admin.post(path, { sepaCreditorId: 'FR73ZZZ123456' }));
    expect(wrong.fields).toEqual({ sepaCreditorId: 'INVALID_TYPE' });
  });
});

describe('deposit types', () => {
  const slip = { label: 'Remise de chèques', code: 'CHQ', slipType: 1 };

  it.each([
    [{ slipType: null }, { slipType: 'SLIP_TYPE_REQUIRED' }],
    [{ slipType: 9 }, { slipType: 'SLIP_TYPE_REQUIRED' }],
    [{ bankAccountId: null }, { bankAccountId: 'BANK_REQUIRED' }],
  ])('Bank, deposit type and slip type must be chosen: %j refused with %j', async (change, fields) => {
    const bankAccountId = await makeBankAccount();
    const body = await refusal(await save('deposit-type', { ...slip, bankAccountId, ...change }));
    expect(body.fields).toEqual(fields);
  });

  it('From-ticket at or below to-ticket: 200 to 100 is refused with TICKET_RANGE_INVALID', async () => {
    const bankAccountId = await makeBankAccount();
    const body = await refusal(await save('deposit-type', { ...slip, bankAccountId, fromTicket: 200, toTicket: 100 }));
    expect(body.fields).toEqual({ toTicket: 'TICKET_RANGE_INVALID' });
    expect((await save('deposit-type', { ...slip, bankAccountId, fromTicket: 100, toTicket: 100 })).status).toBe(200);
  });

  it('Deposit number must be unique: a second CHQ is refused with DEPOSIT_NUMBER_ALREADY_EXISTS', async () => {
    const bankAccountId = await makeBankAccount();
    const id = await saved(await save('deposit-type', { ...slip, bankAccountId }));
    const body = await refusal(await save('deposit-type', { ...slip, label: 'Autre', code: 'chq', bankAccountId }));
    expect(body.serverMessage).toBe('DEPOSIT_NUMBER_ALREADY_EXISTS');
    expect((await ctx.admin.post('/rest/payment/deposit-type/edit', { ...slip, id, bankAccountId })).status).toBe(200);
  });

  it('a deposit type used by a payment method cannot be deleted', async () => {
    const bankAccountId = await makeBankAccount();
    const depositTypeId = await saved(await save('deposit-type', { ...slip, bankAccountId }));
    await saved(await save('payment-method', { label: 'Chèque 2', paymentType: 1, depositTypeId }));
    const body = await refusal(await ctx.admin.post(`/rest/payment/deposit-type/delete/${depositTypeId}`));
    expect(body.serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });
});

describe('payment methods', () => {
  it('Automatic-remittance method needs a bank account', async () => {
    const body = await refusal(
      await save('payment-method', { label: 'Virement SEPA', paymentType: 7, isAutoRemittance: true }),
    );
    expect(body.fields).toEqual({ bankAccountId: 'AUTO_REMITTANCE_NEEDS_BANK_ACCOUNT' });
  });

  it.each([
    [{ paymentType: 9 }, { paymentType: 'REQUIRED' }],
    [{ label: ' ' }, { label: 'REQUIRED' }],
    [{ depositTypeId: 99 }, { depositTypeId: 'DEPOSIT_TYPE_REQUIRED' }],
    [{ pointOfSaleIds: [99] }, { pointOfSaleIds: 'VALIDATION' }],
  ])('refuses %j with %j', async (change, fields) => {
    const body = await refusal(await save('payment-method', { label: 'Chèque cadeau', paymentType: 8, ...change }));
    expect(body.fields).toEqual(fields);
  });

  it('saves the points of sale accepting a method, seen from both sides', async () => {
    const [central] = await (await ctx.admin.get('/rest/payment/point-of-sale')).json();
    const id = await saved(
      await save('payment-method', {
        label: 'Bon cadeau',
        paymentType: 8,
        isAtPointOfSale: true,
        pointOfSaleIds: [central.id],
      }),
    );
    const method = await (await ctx.admin.get(`/rest/payment/payment-method/edit/${id}`)).json();
    expect(method.pointOfSaleIds).toEqual([central.id]);
    expect(method.availablePaymentType).toHaveLength(9);
    const pos = await (await ctx.admin.get(`/rest/payment/point-of-sale/edit/${central.id}`)).json();
    expect(pos.paymentMethodIds).toContain(id);
  });

  it('Method or bank account in use: a registered usage check blocks deleting the method', async () => {
    const id = await saved(await save('payment-method', { label: 'Chèque cadeau', paymentType: 8 }));
    paymentMethodUsage.register('test payments', (_db, methodId) => methodId === id);
    try {
      const body = await refusal(await ctx.admin.post(`/rest/payment/payment-method/delete/${id}`));
      expect(body.serverMessage).toBe('PAYMENT_METHOD_IN_USE');
    } finally {
      paymentMethodUsage.register('test payments', () => false);
    }
    expect((await ctx.admin.post(`/rest/payment/payment-method/delete/${id}`)).status).toBe(200);
  });
});

describe('points of sale', () => {
  it('Point of sale CENTRAL exists by default: it cannot be deleted nor renamed', async () => {
    const [central] = await (await ctx.admin.get('/rest/payment/point-of-sale')).json();
    const deleted = await refusal(await ctx.admin.post(`/rest/payment/point-of-sale/delete/${central.id}`));
    expect(deleted.serverMessage).toBe('CENTRAL_POINT_OF_SALE_CANNOT_BE_DELETED');
    const renamed = await refusal(
      await ctx.admin.post('/rest/payment/point-of-sale/edit', { id: central.id, code: 'BAR', label: 'Bar' }),
    );
    expect(renamed.serverMessage).toBe('CENTRAL_POINT_OF_SALE_CANNOT_BE_DELETED');
  });

  it('codes are unique whatever their case, and another point of sale may be deleted', async () => {
    const id = await saved(await save('point-of-sale', { code: 'bar', label: 'Bar' }));
    expect((await refusal(await save('point-of-sale', { code: 'BAR', label: 'Bar 2' }))).fields).toEqual({
      code: 'VALUE_ALREADY_ASSIGNED',
    });
    expect((await ctx.admin.post(`/rest/payment/point-of-sale/delete/${id}`)).status).toBe(200);
  });
});

describe('online open periods', () => {
  const period = { label: 'Saison 2027', startDate: '2027-04-01', endDate: '2027-09-30' };

  it('Start date before end date (not equal)', async () => {
    const body = await refusal(await save('online-open-period', { ...period, endDate: '2027-04-01' }));
    expect(body.fields).toEqual({ endDate: 'START_AFTER_END' });
  });

  it('Periods must not overlap', async () => {
    await saved(await save('online-open-period', period));
    const body = await refusal(
      await save('online-open-period', { ...period, startDate: '2027-09-30', endDate: '2027-10-31' }),
    );
    expect(body.serverMessage).toBe('OVERLAPPING_PERIODS');
    expect(
      (await save('online-open-period', { ...period, startDate: '2027-10-01', endDate: '2027-10-31' })).status,
    ).toBe(200);
  });
});

describe('cash registers and expense types', () => {
  it('a cash register needs a type and a point of sale (CENTRAL by default); a used type cannot be deleted', async () => {
    const blank = await (await ctx.admin.get('/rest/payment/cash-register/edit/0')).json();
    const [central] = await (await ctx.admin.get('/rest/payment/point-of-sale')).json();
    expect(blank.pointOfSaleId).toBe(central.id);
    const typeId = await saved(await save('cash-register-type', { label: 'Caisse tactile' }));
    const missing = await refusal(await save('cash-register', { label: 'Caisse bar', pointOfSaleId: central.id }));
    expect(missing.fields).toEqual({ cashRegisterTypeId: 'REQUIRED' });
    await saved(
      await save('cash-register', {
        label: 'Caisse bar',
        cashRegisterTypeId: typeId,
        pointOfSaleId: central.id,
        hasCashDrawer: true,
      }),
    );
    const blocked = await refusal(await ctx.admin.post(`/rest/payment/cash-register-type/delete/${typeId}`));
    expect(blocked.serverMessage).toBe('DELETE_BLOCKED_IN_USE');
  });

  it('A VAT rate must be chosen for an expense type (the default rate is offered)', async () => {
    const blank = await (await ctx.admin.get('/rest/payment/expense-type/edit/0')).json();
    expect(blank.tvaRateId).toBe(blank.availableTva.find((t: { isDefault: boolean }) => t.isDefault).id);
    const body = await refusal(await save('expense-type', { label: 'Électricité', tvaRateId: null }));
    expect(body.fields).toEqual({ tvaRateId: 'VAT_RATE_REQUIRED' });
    expect(
      (await save('expense-type', { label: 'Électricité', tvaRateId: blank.tvaRateId, accountingCode: '606100' }))
        .status,
    ).toBe(200);
  });
});
