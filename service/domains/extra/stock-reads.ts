// What the extras planning reads of extras: the active stock-managed ones with their stock.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { extras } from './schema';

export function stockManagedExtras(db: Db) {
  return db
    .select({ id: extras.id, label: extras.label, color: extras.color, stock: extras.stockQuantity })
    .from(extras)
    .where(and(eq(extras.isActive, true), eq(extras.isStockManaged, true)))
    .orderBy(asc(extras.order), asc(extras.label), asc(extras.id))
    .all()
    .map((e) => ({ ...e, stock: e.stock ?? 0 }));
}
