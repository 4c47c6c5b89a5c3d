// What pricing reads of a partner: its commission with its dated periods, and its payment terms
// (the deposit of its bookings); partners existing, for the grids that price for them.

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowsExist } from '../../db/rows-exist';
import { partnerCommissionPeriods, partners, paymentTerms } from './schema';

export function partnerForPricing(db: Db, id: number) {
  const row = db
    .select({ partner: partners, terms: paymentTerms })
    .from(partners)
    .leftJoin(paymentTerms, eq(paymentTerms.id, partners.paymentTermsId))
    .where(eq(partners.id, id))
    .get();
  if (!row) return undefined;
  const periods = db
    .select({
      startDate: partnerCommissionPeriods.startDate,
      endDate: partnerCommissionPeriods.endDate,
      rate: partnerCommissionPeriods.rate,
    })
    .from(partnerCommissionPeriods)
    .where(eq(partnerCommissionPeriods.partnerId, id))
    .orderBy(asc(partnerCommissionPeriods.startDate))
    .all();
  const { partner, terms } = row;
  return {
    id: partner.id,
    name: partner.name,
    commissionType: partner.commissionType,
    commissionValue: partner.commissionValue,
    commissionPeriods: periods,
    paymentTerms: terms,
  };
}

export const partnersExist = (db: Db, ids: readonly number[]) => rowsExist(db, partners, ids);

/** The partners a grid can price for, by name: a grid's reader sees them without the partner right. */
export function partnerChoices(db: Db): { id: number; label: string }[] {
  return db.select({ id: partners.id, label: partners.name }).from(partners).orderBy(asc(partners.name)).all();
}
