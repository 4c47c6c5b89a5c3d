// What other domains and the composition root may use of taxes: the entities, the first-time
// seed, the age-category choice hook and the accounting codes taxes reference.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { taxes } from './schema';

export { seedTaxTypes } from './seed';
export { taxEntity, taxTypeEntity } from './tax-entities';
export { type TouristTaxTerms, touristTaxTerms } from './tourist-tax';

/** Accounting references: a tax's account uses this accounting code. */
export const isAccountingCodeUsedByTaxes = (db: Db, code: string) =>
  db.select({ id: taxes.id }).from(taxes).where(eq(taxes.accountingCode, code)).get() !== undefined;
