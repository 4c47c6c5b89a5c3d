// The money reports' calls: the balance (payment_invoice_balance), the guarantees held and their
// release or cashing (payment_invoice_guarantee_list, surety module) and the credit notes
// (result_credit_list). Each list's `/document` answers its CSV ({filters}: the criteria shown).
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { idParam, parse, readJson } from '../../http/body';
import { csvFile, toCsv } from '../../http/entity/csv';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { balance, balanceByCustomer, balanceByMethod } from './balance';
import { searchCreditNotes } from './credit-list';
import { changeGuaranteeState, searchGuarantees } from './guarantees';
import { GUARANTEE_STATE } from './kinds';
import { balanceCustomerCsv, balanceMethodCsv, creditNoteCsv, guaranteeCsv } from './report-csv';
import {
  balanceCriteriaSchema,
  creditListCriteriaSchema,
  type GuaranteeState,
  guaranteeActionSchema,
  guaranteeCriteriaSchema,
  REPORT_EXPORT_LIMIT,
  reportExportSchema,
} from './reports-contract';

/** An export's criteria: the body's `filters`, every row whatever page the screen shows. */
async function exportCriteria<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const { filters } = await readJson(c, reportExportSchema);
  return Object.assign({}, parse(schema, filters), { page: 1, pageSize: REPORT_EXPORT_LIMIT });
}

const day = (iso: string) => iso.split('-').reverse().join('-');

const balanceFn = 'payment_invoice_balance';
const guaranteeFn = 'payment_invoice_guarantee_list';
const creditFn = 'result_credit_list';

/** A guarantee released or cashed: its new state row, answered as saved. */
async function guaranteeTo(c: Context<AppEnv>, state: GuaranteeState) {
  const { db, clock } = c.get('deps');
  const action = await readJson(c, guaranteeActionSchema);
  const item = changeGuaranteeState(db, clock, c.get('session')?.id ?? null, idParam(c), state, action);
  return c.json({ status: 'SAVED', item });
}

export function paymentReportRoutes() {
  return new Hono<AppEnv>()
    .post('/balance/search', allow.to(balanceFn, 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(balance(db, await readJson(c, balanceCriteriaSchema), clock.today()));
    })
    .post('/balance/customers/document', allow.to(balanceFn, 'export'), async (c) => {
      const { db, clock } = c.get('deps');
      const criteria = await exportCriteria(c, balanceCriteriaSchema);
      const date = criteria.date ?? clock.today();
      const rows = balanceByCustomer(db, criteria, date);
      return csvFile(`Balance clients ${day(date)}`, toCsv(rows.items, balanceCustomerCsv));
    })
    .post('/balance/methods/document', allow.to(balanceFn, 'export'), async (c) => {
      const { db, clock } = c.get('deps');
      const criteria = await exportCriteria(c, balanceCriteriaSchema);
      const date = criteria.date ?? clock.today();
      return csvFile(`Balance modes ${day(date)}`, toCsv(balanceByMethod(db, date).items, balanceMethodCsv));
    })
    .post('/payment/guarantee/search', allow.to(guaranteeFn, 'read'), async (c) =>
      c.json(searchGuarantees(c.get('deps').db, await readJson(c, guaranteeCriteriaSchema))),
    )
    .post('/payment/guarantee/document', allow.to(guaranteeFn, 'export'), async (c) => {
      const rows = searchGuarantees(c.get('deps').db, await exportCriteria(c, guaranteeCriteriaSchema));
      return csvFile('Dépôts de garantie', toCsv(rows.items, guaranteeCsv));
    })
    .post('/payment/guarantee/:id/release', allow.to(guaranteeFn, 'write'), (c) =>
      guaranteeTo(c, GUARANTEE_STATE.released),
    )
    .post('/payment/guarantee/:id/cash', allow.to(guaranteeFn, 'write'), (c) => guaranteeTo(c, GUARANTEE_STATE.cashed))
    .post('/payment/credit-note/search', allow.to(creditFn, 'read'), async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(searchCreditNotes(db, await readJson(c, creditListCriteriaSchema), clock.today()));
    })
    .post('/payment/credit-note/search/document', allow.to(creditFn, 'export'), async (c) => {
      const { db, clock } = c.get('deps');
      const rows = searchCreditNotes(db, await exportCriteria(c, creditListCriteriaSchema), clock.today());
      return csvFile('Avoirs', toCsv(rows.items, creditNoteCsv));
    });
}
