// Which payment methods each point of sale accepts, edited from either side (a payment method's
// "points of sale" tab, or a point of sale's list of methods).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import { pointOfSalePaymentMethods as links, paymentMethods, pointsOfSale } from './schema';

const sides = {
  pointOfSale: { own: links.pointOfSaleId, other: links.paymentMethodId, otherTable: paymentMethods },
  paymentMethod: { own: links.paymentMethodId, other: links.pointOfSaleId, otherTable: pointsOfSale },
} as const;

type Side = keyof typeof sides;

export function linkedIds(db: Db, side: Side, id: number): number[] {
  const { own, other } = sides[side];
  return db
    .select({ id: other })
    .from(links)
    .where(eq(own, id))
    .all()
    .map((r) => r.id);
}

/** Refuses ids of rows that do not exist, naming the field. */
export function checkLinkedIds(db: Db, side: Side, field: string, ids: readonly number[]): void {
  const { otherTable } = sides[side];
  const unique = [...new Set(ids)];
  const known = unique.length
    ? db.select({ id: otherTable.id }).from(otherTable).where(inArray(otherTable.id, unique)).all()
    : [];
  if (known.length !== unique.length) throw fieldError(field, 'VALIDATION');
}

export function replaceLinks(db: Db, side: Side, id: number, ids: readonly number[]): void {
  db.delete(links).where(eq(sides[side].own, id)).run();
  for (const otherId of new Set(ids)) {
    const row =
      side === 'pointOfSale'
        ? { pointOfSaleId: id, paymentMethodId: otherId }
        : { pointOfSaleId: otherId, paymentMethodId: id };
    db.insert(links).values(row).run();
  }
}
