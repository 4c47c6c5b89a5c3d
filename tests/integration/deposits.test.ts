// Bank deposits (remises en banque) and the cash fund on a real SQLite file through app.request:
// what may be banked, every refusal of the catalogue, two desks banking the same cheque, the slip
// read back from its PDF, and the float of a cash method on a day.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../service/app';
import { databaseFile, openDatabase } from '../../service/db/connection';
import { CHAINS, verifyChain } from '../../service/domains/ledger';
import { memoryLogger } from '../../service/logger';
import { clientFor } from '../support/client';
import {
  insertBank,
  insertBankAccount,
  insertCheque,
  insertCustomer,
  insertDepositType,
  insertPayment,
  methodId,
} from '../support/money-rows';
import { pdfText } from '../support/pdf-text';
import { adminLogin, withSignedInAdmin } from '../support/test-app';

const ctx = withSignedInAdmin();
// The business day of the test app.
const TODAY = '2026-11-22';

function scene() {
  const db = ctx.t.db;
  const cheque = methodId(db, 'Chèque');
  const cash = methodId(db, 'Espèces');
  const vouchers = methodId(db, 'Chèques-Vacances ANCV');
  const main = insertBankAccount(db, 'Compte courant', 'FR7630006000011234567890189', 'Crédit Agricole');
  const second = insertBankAccount(db, 'Compte ANCV', 'FR7610107001011234567890129', 'BRED');
  const chequeType = insertDepositType(db, {
    label: 'Remise de chèques',
    code: 'CHQ',
    slipType: 1,
    bankAccountId: main,
  });
  const cashType = insertDepositType(db, {
    label: "Versement d'espèces",
    code: 'ESP',
    slipType: 3,
    bankAccountId: main,
  });
  const payingBank = insertBank(db, 'La Banque Postale');
  const durand = insertCustomer(db, 'Durand', 'Marie');
  const martin = insertCustomer(db, 'Martin', 'Paul');
  return { db, cheque, cash, vouchers, main, second, chequeType, cashType, payingBank, durand, martin };
}

type Scene = ReturnType<typeof scene>;

const cheque = (s: Scene, amountCents: number, number: string, extra: Record<string, unknown> = {}) =>
  insertCheque(s.db, {
    paymentMethodId: s.cheque,
    amountCents,
    paidOn: '2026-11-20',
    number,
    holder: 'Marie Durand',
    bankId: s.payingBank,
    customerId: s.durand,
    ...extra,
  });

const draft = async (method: number, on?: string) => {
  const res = await ctx.admin.get(`/rest/bank-deposit/draft/${method}${on ? `?on=${on}` : ''}`);
  expect(res.status).toBe(200);
  return res.json();
};

const deposit = (s: Scene, paymentIds: number[], extra: Record<string, unknown> = {}) =>
  ctx.admin.post('/rest/bank-deposit/deposit/create', {
    paymentMethodId: s.cheque,
    bankAccountId: s.main,
    depositTypeId: s.chequeType,
    slipType: 1,
    number: 'CHQ-0001',
    depositedOn: TODAY,
    fromTicket: 10,
    toTicket: 12,
    paymentIds,
    ...extra,
  });

async function refused(res: Response, code: string, field?: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(400);
  if (field) expect(body.fields?.[field]).toBe(code);
  else expect(body.serverMessage).toBe(code);
  return body;
}

const count = (table: string) =>
  (ctx.t.db.$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the payments a deposit may take', () => {
  it('lists the live, unbanked payments of the method; guarantees, cancelled rows, other methods and a split cheque before its cashing day are left out', async () => {
    const s = scene();
    const a = cheque(s, 12_000, '0000101');
    const b = cheque(s, 8_000, '0000102', { customerId: s.martin, holder: 'Paul Martin' });
    cheque(s, 30_000, '0000103', { isGuarantee: true });
    const cancelled = cheque(s, 5_000, '0000104');
    insertPayment(s.db, { paymentMethodId: s.cheque, amountCents: -5_000, paidOn: '2026-11-21', cancelsId: cancelled });
    const later = cheque(s, 7_000, '0000105', { cashOn: '2026-12-15', splitRef: 'S1' });
    insertPayment(s.db, { paymentMethodId: s.cash, amountCents: 4_000, paidOn: '2026-11-20' });

    const today = await draft(s.cheque);
    expect(today.depositedOn).toBe(TODAY);
    expect(today.payments.map((p: { id: number }) => p.id)).toEqual([a, b]);
    expect(today.payments[0]).toMatchObject({
      amountCents: 12_000,
      chequeNumber: '0000101',
      chequeHolder: 'Marie Durand',
      payingBankName: 'La Banque Postale',
      customerName: 'DURAND Marie',
    });
    // A cheque of a split is banked from its cashing day.
    const december = await draft(s.cheque, '2026-12-15');
    expect(december.payments.map((p: { id: number }) => p.id)).toEqual([a, b, later]);
  });

  it('suggests each deposit type’s number: its code and the next number', async () => {
    const s = scene();
    const p = cheque(s, 12_000, '0000101');
    expect((await draft(s.cheque)).depositTypes.map((t: { nextNumber: string }) => t.nextNumber)).toEqual([
      'CHQ-0001',
      'ESP-0001',
    ]);
    expect((await deposit(s, [p])).status).toBe(200);
    expect((await draft(s.cheque)).depositTypes[0].nextNumber).toBe('CHQ-0002');
  });

  it('answers 404 for a method that never goes to the bank (credit notes) or does not exist', async () => {
    expect((await ctx.admin.get('/rest/bank-deposit/draft/999')).status).toBe(404);
  });
});

describe('a deposit is written whole', () => {
  it('writes the deposit, one chained line per payment and the journal in one go; the payments leave the list', async () => {
    const s = scene();
    const a = cheque(s, 12_000, '0000101');
    const b = cheque(s, 8_050, '0000102');
    const res = await deposit(s, [a, b]);
    expect(res.status).toBe(200);
    const { id, number } = await res.json();
    expect(number).toBe('CHQ-0001');
    const stored = ctx.t.db.$client.prepare('SELECT * FROM deposits WHERE id = ?').get(id);
    expect(stored).toMatchObject({
      total_cents: 20_050,
      payments_count: 2,
      bank_account_id: s.main,
      deposit_type_id: s.chequeType,
      slip_type: 1,
      from_ticket: 10,
      to_ticket: 12,
      deposited_on: TODAY,
      created_by: 1,
    });
    expect(ctx.t.db.$client.prepare('SELECT payment_id FROM deposit_payments ORDER BY id').all()).toEqual([
      { payment_id: a },
      { payment_id: b },
    ]);
    expect(
      ctx.t.db.$client.prepare("SELECT kind, entity, entity_id FROM tech_events WHERE kind = 'deposit.created'").all(),
    ).toEqual([{ kind: 'deposit.created', entity: 'deposits', entity_id: id }]);
    expect(verifyChain(ctx.t.db, CHAINS.deposit).breaks).toEqual([]);
    expect(verifyChain(ctx.t.db, CHAINS.depositPayment)).toMatchObject({
      rows: 2,
      grandTotalCents: 20_050,
      breaks: [],
    });
    expect((await draft(s.cheque)).payments).toEqual([]);

    const detail = await (await ctx.admin.get(`/rest/bank-deposit/deposit/${id}`)).json();
    expect(detail).toMatchObject({
      number: 'CHQ-0001',
      paymentMethodLabel: 'Chèque',
      bankAccountLabel: 'Compte courant',
      bankName: 'Crédit Agricole',
      bankAccountIban: 'FR7630006000011234567890189',
      createdByName: 'Admin',
      totalCents: 20_050,
    });
    expect(detail.payments.map((p: { id: number }) => p.id)).toEqual([a, b]);
  });
});

describe('the refusals of a deposit (bank, deposit type and slip type must be chosen; deposit number unique; from-ticket at or below to-ticket)', () => {
  it.each([
    ['bank must be chosen', { bankAccountId: null }, 'bankAccountId', 'BANK_REQUIRED'],
    ['deposit type must be chosen', { depositTypeId: 0 }, 'depositTypeId', 'DEPOSIT_TYPE_REQUIRED'],
    ['slip type must be chosen', { slipType: null }, 'slipType', 'SLIP_TYPE_REQUIRED'],
    ['slip type must be one of the slips', { slipType: 9 }, 'slipType', 'SLIP_TYPE_REQUIRED'],
    ['from-ticket at or below to-ticket', { fromTicket: 13, toTicket: 12 }, 'toTicket', 'TICKET_RANGE_INVALID'],
    ['at least one payment', { paymentIds: [] }, 'paymentIds', 'ROW_REQUIRED'],
    ['a deposit date', { depositedOn: '22/11/2026' }, 'depositedOn', 'INVALID_DATE'],
  ])('%s', async (_rule, change, field, code) => {
    const s = scene();
    const p = cheque(s, 12_000, '0000101');
    await refused(await deposit(s, [p], change), code, field);
    expect(count('deposits')).toBe(0);
  });

  it('bank must be chosen: an account that does not exist is refused', async () => {
    const s = scene();
    await refused(await deposit(s, [cheque(s, 1_000, '1')], { bankAccountId: 999 }), 'BANK_REQUIRED', 'bankAccountId');
  });

  it('deposit type must be chosen: a type that does not exist is refused', async () => {
    const s = scene();
    const res = await deposit(s, [cheque(s, 1_000, '1')], { depositTypeId: 999 });
    await refused(res, 'DEPOSIT_TYPE_REQUIRED', 'depositTypeId');
  });

  it('deposit number must be unique (whatever its case), and nothing of the second deposit is written', async () => {
    const s = scene();
    expect((await deposit(s, [cheque(s, 1_000, '1')])).status).toBe(200);
    const second = cheque(s, 2_000, '2');
    const body = await refused(await deposit(s, [second], { number: 'chq-0001' }), 'DEPOSIT_NUMBER_ALREADY_EXISTS');
    expect(body.fields.number).toBe('DEPOSIT_NUMBER_ALREADY_EXISTS');
    expect(body.message).toBe('Ce numéro de remise existe déjà');
    expect(count('deposits')).toBe(1);
    expect(count('deposit_payments')).toBe(1);
  });

  it('refuses a payment of another method, a cancelled one, a guarantee, one received after the deposit day and a split cheque before its cashing day', async () => {
    const s = scene();
    const ok = cheque(s, 1_000, '1');
    const cashPayment = insertPayment(s.db, { paymentMethodId: s.cash, amountCents: 4_000, paidOn: '2026-11-20' });
    const cancelled = cheque(s, 5_000, '3');
    insertPayment(s.db, { paymentMethodId: s.cheque, amountCents: -5_000, paidOn: '2026-11-21', cancelsId: cancelled });
    const guarantee = cheque(s, 30_000, '4', { isGuarantee: true });
    const later = cheque(s, 7_000, '5', { cashOn: '2026-12-15' });
    const received = cheque(s, 2_000, '6', { paidOn: '2026-11-21' });
    await refused(
      await deposit(s, [ok, received], { depositedOn: '2026-11-20' }),
      'PAYMENT_NOT_BANKABLE',
      'paymentIds',
    );
    for (const bad of [cashPayment, cancelled, guarantee, later]) {
      await refused(await deposit(s, [ok, bad]), 'PAYMENT_NOT_BANKABLE', 'paymentIds');
    }
    await refused(await deposit(s, [ok, 999]), 'ROW_REQUIRED', 'paymentIds');
    expect(count('deposits')).toBe(0);
    // On its cashing day the split's cheque goes.
    expect((await deposit(s, [ok, later], { depositedOn: '2026-12-15' })).status).toBe(200);
  });

  it('a payment is banked once: banking it again is refused', async () => {
    const s = scene();
    const p = cheque(s, 1_000, '1');
    expect((await deposit(s, [p])).status).toBe(200);
    await refused(await deposit(s, [p], { number: 'CHQ-0002' }), 'PAYMENT_ALREADY_BANKED', 'paymentIds');
  });
});

describe('two desks bank the same cheque', () => {
  it('the second deposit, on another connection to the same file, is refused whole: nothing of it is written', async () => {
    const s = scene();
    const shared = cheque(s, 12_000, '0000101');
    const other = cheque(s, 8_000, '0000102');
    // A second desk: its own app and SQLite connection on the same database file.
    const db2 = openDatabase(databaseFile(ctx.t.dataDir));
    const app2 = createApp({ db: db2, clock: ctx.t.clock, logger: memoryLogger(), dataDir: ctx.t.dataDir });
    const desk2 = clientFor(app2);
    expect((await desk2.post('/rest/login', adminLogin)).status).toBe(200);
    try {
      // Both opened the screen with the cheque waiting.
      expect((await draft(s.cheque)).payments).toHaveLength(2);
      const [first, second] = await Promise.all([
        deposit(s, [shared, other]),
        desk2.post('/rest/bank-deposit/deposit/create', {
          paymentMethodId: s.cheque,
          bankAccountId: s.second,
          depositTypeId: s.chequeType,
          slipType: 1,
          number: 'CHQ-0002',
          depositedOn: TODAY,
          paymentIds: [shared],
        }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 400]);
      const loser = first.status === 400 ? first : second;
      expect((await loser.json()).serverMessage).toBe('PAYMENT_ALREADY_BANKED');
      expect(count('deposits')).toBe(1);
      expect(count('deposit_payments')).toBe(first.status === 200 ? 2 : 1);
      expect(
        (
          ctx.t.db.$client.prepare("SELECT count(*) AS n FROM tech_events WHERE kind = 'deposit.created'").get() as {
            n: number;
          }
        ).n,
      ).toBe(1);
      expect(verifyChain(ctx.t.db, CHAINS.depositPayment).breaks).toEqual([]);
    } finally {
      db2.$client.close();
    }
  });
});

describe('the month’s deposits', () => {
  it('lists the deposits of the month over two methods and two bank accounts, and the methods still holding payments with their totals', async () => {
    const s = scene();
    const a = cheque(s, 12_000, '1');
    cheque(s, 3_000, '2');
    const c1 = insertPayment(s.db, { paymentMethodId: s.cash, amountCents: 4_000, paidOn: '2026-11-20' });
    insertPayment(s.db, { paymentMethodId: s.vouchers, amountCents: 2_500, paidOn: '2026-11-20' });
    expect((await deposit(s, [a])).status).toBe(200);
    const cashDeposit = await ctx.admin.post('/rest/bank-deposit/deposit/create', {
      paymentMethodId: s.cash,
      bankAccountId: s.second,
      depositTypeId: s.cashType,
      slipType: 3,
      number: 'ESP-0001',
      depositedOn: '2026-11-21',
      paymentIds: [c1],
    });
    expect(cashDeposit.status).toBe(200);
    const october = await ctx.admin.post('/rest/bank-deposit/deposit/create', {
      paymentMethodId: s.cheque,
      bankAccountId: s.main,
      depositTypeId: s.chequeType,
      slipType: 1,
      number: 'CHQ-0002',
      depositedOn: '2026-10-31',
      paymentIds: [cheque(s, 1_000, '3', { paidOn: '2026-10-30' })],
    });
    expect(october.status).toBe(200);

    const month = await (await ctx.admin.get('/rest/bank-deposit/month/current')).json();
    expect(month.yearMonth).toBe('2026-11');
    expect(
      month.deposits.map((d: Record<string, unknown>) => [
        d.number,
        d.depositedOn,
        d.paymentMethodLabel,
        d.bankAccountLabel,
        d.paymentsCount,
        d.totalCents,
      ]),
    ).toEqual([
      ['ESP-0001', '2026-11-21', 'Espèces', 'Compte ANCV', 1, 4_000],
      ['CHQ-0001', TODAY, 'Chèque', 'Compte courant', 1, 12_000],
    ]);
    expect(month.pending.map((m: Record<string, unknown>) => [m.label, m.count, m.totalCents])).toEqual([
      ['Chèque', 1, 3_000],
      ['Chèques-Vacances ANCV', 1, 2_500],
    ]);
    const previous = await (await ctx.admin.get('/rest/bank-deposit/month/2026-10')).json();
    expect(previous.deposits.map((d: { number: string }) => d.number)).toEqual(['CHQ-0002']);
    expect((await ctx.admin.get('/rest/bank-deposit/month/2026-13')).status).toBe(404);
  });
});

describe('the deposit slip', () => {
  it('prints the account and IBAN, the number and date, each cheque (number, holder, paying bank, amount), the count and the total', async () => {
    const s = scene();
    const a = cheque(s, 12_000, '0000101');
    const b = cheque(s, 8_050, '0000102', { holder: 'Paul Martin', customerId: s.martin });
    const { id } = await (await deposit(s, [a, b])).json();
    const res = await ctx.admin.get(`/rest/bank-deposit/deposit/${id}/slip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('remise-CHQ-0001.pdf');
    const text = (await pdfText(await res.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Bordereau de remise de chèques');
    expect(text).toContain('Remise n° CHQ-0001 du 22/11/2026');
    expect(text).toContain('Compte crédité : Compte courant (Crédit Agricole)');
    expect(text).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189');
    expect(text).toContain('Tickets : du 10 au 12');
    expect(text).toMatch(/0000101 Marie Durand La Banque Postale 120,00 €/);
    expect(text).toMatch(/0000102 Paul Martin La Banque Postale 80,50 €/);
    expect(text).toContain('Nombre de paiements : 2');
    expect(text).toContain('Total de la remise : 200,50 €');
  });
});

describe('the cash fund of a method on a day', () => {
  it('opens with the last float of an earlier day, adds the cash taken, takes off the cash banked, and the last count of the day holds', async () => {
    const s = scene();
    const fund = (date: string, body: Record<string, unknown>) =>
      ctx.admin.post(`/rest/bank-deposit/cash-fund/${s.cash}/${date}`, body);
    expect((await fund('2026-11-19', { amountCents: 15_000, comment: 'Comptage du soir' })).status).toBe(200);
    expect((await fund('2026-11-20', { amountCents: 20_000 })).status).toBe(200);
    const taken = insertPayment(s.db, { paymentMethodId: s.cash, amountCents: 6_000, paidOn: TODAY });
    insertPayment(s.db, { paymentMethodId: s.cash, amountCents: 2_500, paidOn: TODAY });
    insertPayment(s.db, { paymentMethodId: s.cash, amountCents: 9_000, paidOn: '2026-11-21' });
    insertPayment(s.db, { paymentMethodId: s.cheque, amountCents: 9_900, paidOn: TODAY });
    expect(
      (
        await ctx.admin.post('/rest/bank-deposit/deposit/create', {
          paymentMethodId: s.cash,
          bankAccountId: s.main,
          depositTypeId: s.cashType,
          slipType: 3,
          number: 'ESP-0001',
          depositedOn: TODAY,
          paymentIds: [taken],
        })
      ).status,
    ).toBe(200);

    const day = await (await ctx.admin.get('/rest/bank-deposit/cash-fund/0/today')).json();
    expect(day).toMatchObject({
      paymentMethodId: s.cash,
      date: TODAY,
      opening: { fundOn: '2026-11-20', amountCents: 20_000 },
      receivedCents: 8_500,
      receivedCount: 2,
      bankedCents: 6_000,
      expectedCents: 22_500,
      counted: null,
    });
    expect(day.methods.map((m: { label: string }) => m.label)).toEqual(['Espèces']);

    expect((await fund(TODAY, { amountCents: 22_000, comment: 'Il manque 5 €' })).status).toBe(200);
    expect((await fund(TODAY, { amountCents: 22_500, comment: 'Recompté' })).status).toBe(200);
    const counted = await (await ctx.admin.get(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`)).json();
    expect(counted.counted).toMatchObject({ amountCents: 22_500, comment: 'Recompté', createdByName: 'Admin' });
    expect(counted.rows.map((r: { amountCents: number }) => r.amountCents)).toEqual([22_500, 22_000]);
    expect(verifyChain(ctx.t.db, CHAINS.cashFund)).toMatchObject({ rows: 4, breaks: [] });
    expect(count("tech_events WHERE kind = 'cash-fund.counted'")).toBe(4);
  });

  it('sets the float a day opens with when none was counted before (a count held at the previous day’s end)', async () => {
    const s = scene();
    const before = await (await ctx.admin.get(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`)).json();
    expect(before.opening).toBeNull();
    const res = await ctx.admin.post(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`, {
      amountCents: 10_000,
      isOpening: true,
    });
    expect(res.status).toBe(200);
    const after = await (await ctx.admin.get(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`)).json();
    expect(after.opening).toMatchObject({ fundOn: '2026-11-21', amountCents: 10_000 });
    expect(after.expectedCents).toBe(10_000);
  });

  it('refuses a negative float, a method that is not cash and a day that does not exist', async () => {
    const s = scene();
    const res = await ctx.admin.post(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`, { amountCents: -1 });
    await refused(res, 'INVALID_NUMBER', 'amountCents');
    expect((await ctx.admin.get(`/rest/bank-deposit/cash-fund/${s.cheque}/${TODAY}`)).status).toBe(404);
    expect((await ctx.admin.get(`/rest/bank-deposit/cash-fund/${s.cash}/2026-02-30`)).status).toBe(404);
    expect(count('cash_funds')).toBe(0);
  });
});

describe('rights on the deposit and cash fund calls', () => {
  it('a reader of the deposits may read them but neither bank a payment nor count the float; a user with no right gets 401', async () => {
    const s = scene();
    const p = cheque(s, 1_000, '1');
    const reader = await ctx.t.addUser({ login: 'lecteur', password: 'lecteur-1' });
    const right = (code: string) => ({ code, canSelect: true, canWrite: false, canDelete: false, canExport: false });
    const set = await ctx.admin.post(`/rest/security/user/set_right/${reader.id}`, {
      rights: [right('payment_invoice_deposit_list')],
    });
    expect(set.status).toBe(200);
    const client = await ctx.t.signIn({ login: 'lecteur', password: 'lecteur-1' });
    expect((await client.get(`/rest/bank-deposit/draft/${s.cheque}`)).status).toBe(200);
    expect((await client.get('/rest/bank-deposit/month/current')).status).toBe(200);
    const write = await client.post('/rest/bank-deposit/deposit/create', {
      paymentMethodId: s.cheque,
      bankAccountId: s.main,
      depositTypeId: s.chequeType,
      slipType: 1,
      number: 'CHQ-0001',
      depositedOn: TODAY,
      paymentIds: [p],
    });
    expect(write.status).toBe(401);
    expect((await client.get(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`)).status).toBe(401);
    expect((await client.post(`/rest/bank-deposit/cash-fund/${s.cash}/${TODAY}`, { amountCents: 1 })).status).toBe(401);
    expect(count('deposits') + count('cash_funds')).toBe(0);
  });
});

describe('method, bank account or bank in use', () => {
  it('a payment method, bank account or paying bank named by payments or deposits is not deleted: PAYMENT_METHOD_IN_USE, BANK_ACCOUNT_IN_USE, DELETE_BLOCKED_IN_USE; unused ones are', async () => {
    const s = scene();
    const a = cheque(s, 12_000, '0000101');
    expect((await deposit(s, [a])).status).toBe(200);
    await refused(await ctx.admin.post(`/rest/payment/payment-method/delete/${s.cheque}`, {}), 'PAYMENT_METHOD_IN_USE');
    await refused(await ctx.admin.post(`/rest/payment/bank-account/delete/${s.main}`, {}), 'BANK_ACCOUNT_IN_USE');
    await refused(await ctx.admin.post(`/rest/payment/bank/delete/${s.payingBank}`, {}), 'DELETE_BLOCKED_IN_USE');
    expect((await ctx.admin.post(`/rest/payment/bank-account/delete/${s.second}`, {})).status).toBe(200);
    expect((await ctx.admin.post(`/rest/payment/payment-method/delete/${s.vouchers}`, {})).status).toBe(200);
  });
});

describe('the cash float of a site without cash', () => {
  it('« no payment method available »: the float of the first cash method answers NO_PAYMENT_METHOD_AVAILABLE when no cash method is left', async () => {
    const s = scene();
    expect((await ctx.admin.post(`/rest/payment/payment-method/delete/${s.cash}`, {})).status).toBe(200);
    await refused(await ctx.admin.get('/rest/bank-deposit/cash-fund/0/today'), 'NO_PAYMENT_METHOD_AVAILABLE');
  });
});
