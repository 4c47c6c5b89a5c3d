// What makes a database "real": rows the staff entered, as opposed to the first-time seeds
// (reference lists, currencies, VAT rates, the first administrator). The demo refuses to mix
// itself into such a database unless forced. Add a probe as each business area arrives.
import type { Db } from '../../db/connection';
import { activityPeriodList } from '../admin-periods';
import { countCustomers } from '../customer';
import { establishmentName } from '../establishment';

interface Probe {
  /** French, plural-aware description of what was found: '12 clients'. */
  describe(count: number): string;
  count(db: Db): number;
}

const probes: readonly Probe[] = [
  { describe: (n) => `${n} client${n > 1 ? 's' : ''}`, count: countCustomers },
  { describe: () => 'un établissement renseigné', count: (db) => (establishmentName(db) ? 1 : 0) },
  { describe: (n) => `${n} période${n > 1 ? 's' : ''} d'activité`, count: (db) => activityPeriodList(db).length },
];

/** What real data the database holds, in French ('12 clients, un établissement renseigné'); '' when none. */
export function realDataFound(db: Db): string {
  return probes
    .map((p) => ({ p, n: p.count(db) }))
    .filter(({ n }) => n > 0)
    .map(({ p, n }) => p.describe(n))
    .join(', ');
}
