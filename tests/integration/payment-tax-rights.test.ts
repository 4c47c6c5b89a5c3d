// Rights are checked on the server: a signed-in user whose rights are 000 gets 401 on every call
// of the payment set-up, tax and accounting-account screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../support/client';
import { makeTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let nobody: Client;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser({ login: 'nobody', password: 'nobody-1' });
  nobody = await t.signIn({ login: 'nobody', password: 'nobody-1' });
});
afterAll(() => t.close());

const bases = [
  'payment/bank',
  'payment/bank-account',
  'payment/deposit-type',
  'payment/payment-method',
  'payment/point-of-sale',
  'payment/online-open-period',
  'payment/cash-register-type',
  'payment/cash-register',
  'payment/expense-type',
  'tax/tax-type',
  'tax/tax',
  'accounting/accounting-account',
];

describe('000 rights', () => {
  it.each(bases)('refuses list, edit, save and delete of %s with 401 INSUFFICIENT_RIGHT', async (base) => {
    const calls = [
      nobody.get(`/rest/${base}`),
      nobody.get(`/rest/${base}/edit/0`),
      nobody.post(`/rest/${base}/search`, {}),
      nobody.post(`/rest/${base}/edit`, { id: 0 }),
      nobody.post(`/rest/${base}/delete/1`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect((await res.json()).serverMessage).toBe('INSUFFICIENT_RIGHT');
    }
  });

  it('refuses the bank account labels with 401', async () => {
    expect((await nobody.get('/rest/payment/bank-account-label/edit')).status).toBe(401);
    expect((await nobody.post('/rest/payment/bank-account-label/edit', {})).status).toBe(401);
  });
});
