// The bank deposit calls: the create screen's draft and the write (payment_invoice_deposit_list),
// the month's deposits, one deposit and its slip, and the cash fund of a method on a day
// (payment_invoice_cash_fund). A few lines each: the service holds the rules.
import { type Context, Hono } from 'hono';
import { idParam, parse, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { zOptionalIsoDay } from '../../validation';
import { establishmentName } from '../establishment';
import { cashFundSchema, createDepositSchema } from './contract';
import { cashFundDay, createDeposit, depositDetail, depositDraft, depositMonth, recordCashFund } from './service';
import { renderDepositSlip } from './slip-pdf';

const DEPOSITS = 'payment_invoice_deposit_list';
const CASH_FUND = 'payment_invoice_cash_fund';

const deps = (c: Context<AppEnv>) => c.get('deps');
const userId = (c: Context<AppEnv>) => c.get('session')?.id ?? null;
/** A method id in the path; `0` asks for the first cash method. */
const methodParam = (c: Context<AppEnv>) => (c.req.param('methodId') === '0' ? 0 : idParam(c, 'methodId'));

export function bankDepositRoutes() {
  return new Hono<AppEnv>()
    .get('/bank-deposit/draft/:methodId', allow.to(DEPOSITS, 'read'), (c) => {
      const on = parse(zOptionalIsoDay(), c.req.query('on')) ?? deps(c).clock.today();
      return c.json(depositDraft(deps(c).db, idParam(c, 'methodId'), on));
    })
    .post('/bank-deposit/deposit/create', allow.to(DEPOSITS, 'write'), async (c) => {
      const input = await readJson(c, createDepositSchema);
      return c.json({ status: 'SAVED', ...createDeposit(deps(c).db, deps(c).clock, userId(c), input) });
    })
    .get('/bank-deposit/month/:yearMonth', allow.to(DEPOSITS, 'read'), (c) =>
      c.json(depositMonth(deps(c).db, deps(c).clock, c.req.param('yearMonth'))),
    )
    .get('/bank-deposit/deposit/:id', allow.to(DEPOSITS, 'read'), (c) => c.json(depositDetail(deps(c).db, idParam(c))))
    .get('/bank-deposit/deposit/:id/slip', allow.to(DEPOSITS, 'read'), async (c) => {
      const deposit = depositDetail(deps(c).db, idParam(c));
      const pdf = await renderDepositSlip(deposit, establishmentName(deps(c).db) || null);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="remise-${deposit.number.replace(/[^\w.-]/g, '_')}.pdf"`,
      });
    })
    .get('/bank-deposit/cash-fund/:methodId/:date', allow.to(CASH_FUND, 'read'), (c) =>
      c.json(cashFundDay(deps(c).db, deps(c).clock, methodParam(c), c.req.param('date'))),
    )
    .post('/bank-deposit/cash-fund/:methodId/:date', allow.to(CASH_FUND, 'write'), async (c) => {
      const input = await readJson(c, cashFundSchema);
      const { db, clock } = deps(c);
      return c.json({
        status: 'SAVED',
        ...recordCashFund(db, clock, userId(c), methodParam(c), c.req.param('date'), input),
      });
    });
}
