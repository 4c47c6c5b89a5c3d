import type { Db } from '../../db/connection';
import { currencies } from './schema';

export function seedCurrencies(db: Db, now: string): void {
  const stamps = { createdAt: now, updatedAt: now };
  db.insert(currencies)
    .values([
      { isoCode: 'EUR', name: 'Euro', symbol: '€', exchangeRate: 1, isDefault: true, ...stamps },
      { isoCode: 'GBP', name: 'Livre sterling', symbol: '£', exchangeRate: 0.85, ...stamps },
      { isoCode: 'CHF', name: 'Franc suisse', symbol: 'CHF', exchangeRate: 0.95, ...stamps },
    ])
    .run();
}
