// What a French site starts with (inserted once): the usual payment methods and the CENTRAL point
// of sale, which accepts them all.
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { CENTRAL_POINT_OF_SALE } from './rules';
import { paymentMethods, pointOfSalePaymentMethods, pointsOfSale } from './schema';

// label, payment type, accounting code
const methodSeed = [
  ['Espèces', 3, '530000'],
  ['Chèque', 1, '511200'],
  ['Chèques-Vacances ANCV', 2, '511300'],
  ['Carte bancaire', 4, '511500'],
  ['Virement', 0, '512000'],
  // Paper and dematerialised holiday vouchers are two methods: they are remitted apart.
  ['Chèques-Vacances Connect', 2, '511300'],
] as const;

export function seedPaymentSetup(db: Db, now: string): void {
  inTransaction(db, () => {
    const stamps = { createdAt: now, updatedAt: now };
    const central = db
      .insert(pointsOfSale)
      .values({ code: CENTRAL_POINT_OF_SALE, label: 'Point de vente central', ...stamps })
      .returning()
      .get();
    methodSeed.forEach(([label, paymentType, accountingCode], i) => {
      const method = db
        .insert(paymentMethods)
        .values({ label, paymentType, accountingCode, isAtPointOfSale: paymentType !== 0, order: i + 1, ...stamps })
        .returning()
        .get();
      if (method.isAtPointOfSale) {
        db.insert(pointOfSalePaymentMethods).values({ pointOfSaleId: central.id, paymentMethodId: method.id }).run();
      }
    });
  });
}
