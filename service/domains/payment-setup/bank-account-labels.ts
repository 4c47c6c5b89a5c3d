// The one row of texts printed on remittance slips and SEPA files: creditor name, SEPA creditor
// identifier (ICS) and the remittance label of bank statements. Not a list: read and saved whole.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { idParam, readJson } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { allow } from '../../http/guard';
import { type BankAccountLabelInput, bankAccountLabelInputSchema } from './contract';
import { bankAccountLabels } from './schema';

const ROW_ID = 1;
const blank = { id: ROW_ID, creditorName: null, sepaCreditorId: null, remittanceLabel: null };

export function getBankAccountLabels(db: Db) {
  return db.select().from(bankAccountLabels).where(eq(bankAccountLabels.id, ROW_ID)).get() ?? blank;
}

export function saveBankAccountLabels(db: Db, now: string, input: BankAccountLabelInput): void {
  inTransaction(db, () => {
    db.insert(bankAccountLabels)
      .values({ id: ROW_ID, ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: bankAccountLabels.id, set: { ...input, updatedAt: now } })
      .run();
  });
}

const base = '/payment/bank-account-label';
const functionality = 'payment_invoice_bank_account_label';

export function bankAccountLabelRoutes() {
  return (
    new Hono<AppEnv>()
      .get(`${base}/edit`, allow.to(functionality, 'read'), (c) => c.json(getBankAccountLabels(c.get('deps').db)))
      // The generic detail screen reads `edit/{id}`: the one row is id 1.
      .get(`${base}/edit/:id`, allow.to(functionality, 'read'), (c) => {
        if (idParam(c) !== ROW_ID) throw new AppError('NOT_FOUND');
        return c.json(getBankAccountLabels(c.get('deps').db));
      })
      .post(`${base}/edit`, allow.to(functionality, 'write'), async (c) => {
        const { db, clock } = c.get('deps');
        saveBankAccountLabels(db, clock.now().toISOString(), await readJson(c, bankAccountLabelInputSchema));
        return c.json({ status: 'SAVED', id: ROW_ID });
      })
  );
}
