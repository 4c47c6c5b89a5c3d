// What makes a database "real": rows the staff entered, as opposed to the first-time seeds
// (reference lists, currencies, VAT rates, age categories, payment methods, access channels,
// partner lists, tax types, regions and departments, animal and vehicle types, the first
// administrator). The demo refuses to mix itself into such a database unless forced. Add a probe
// as each business area arrives.
import type { EntityContext } from '../../http/entity/descriptor';
import { accountingAccountEntity } from '../accounting-account';
import { activityPeriodList } from '../admin-periods';
import { countCustomers } from '../customer';
import { establishmentName } from '../establishment';
import { extraEntity, extraTypeEntity } from '../extra';
import { partnerEntity } from '../partner';
import { featureEntity, layoutEntity, placeEntity, placeFamilyEntity, placeTypeEntity } from '../place';
import { gridEntity, offerEntity } from '../pricing';
import { townEntity } from '../reference';
import { taxEntity } from '../tax';

interface Probe {
  /** French, plural-aware description of what was found: '12 clients'. */
  describe(count: number): string;
  count(ctx: EntityContext): number;
}

/** '1 emplacement', '3 emplacements'; `plural` when adding an s is not the French plural. */
const counted =
  (singular: string, plural = `${singular}s`) =>
  (n: number) =>
    `${n} ${n > 1 ? plural : singular}`;

/** How many rows a registry entity holds (its search with no criteria). */
interface Searchable {
  readonly criteria: { parse(data: unknown): unknown };
  search(ctx: EntityContext, query: { criteria: unknown; page: number; pageSize: number }): { total: number };
}
const rowsOf = (entity: Searchable) => (ctx: EntityContext) =>
  entity.search(ctx, { criteria: entity.criteria.parse({}), page: 1, pageSize: 1 }).total;

const probes: readonly Probe[] = [
  { describe: counted('client'), count: ({ db }) => countCustomers(db) },
  { describe: () => 'un établissement renseigné', count: ({ db }) => (establishmentName(db) ? 1 : 0) },
  { describe: counted("période d'activité", "périodes d'activité"), count: ({ db }) => activityPeriodList(db).length },
  { describe: counted('emplacement'), count: rowsOf(placeEntity) },
  { describe: counted("type d'hébergement", "types d'hébergement"), count: rowsOf(placeTypeEntity) },
  { describe: counted("famille d'hébergement", "familles d'hébergement"), count: rowsOf(placeFamilyEntity) },
  { describe: counted('aménagement'), count: rowsOf(layoutEntity) },
  { describe: counted('caractéristique'), count: rowsOf(featureEntity) },
  { describe: counted('extra'), count: rowsOf(extraEntity) },
  { describe: counted("type d'extra", "types d'extras"), count: rowsOf(extraTypeEntity) },
  { describe: counted('partenaire'), count: rowsOf(partnerEntity) },
  { describe: counted('taxe'), count: rowsOf(taxEntity) },
  { describe: counted('grille tarifaire', 'grilles tarifaires'), count: rowsOf(gridEntity) },
  { describe: counted('offre spéciale', 'offres spéciales'), count: rowsOf(offerEntity) },
  { describe: counted('commune'), count: rowsOf(townEntity) },
  { describe: counted('compte comptable', 'comptes comptables'), count: rowsOf(accountingAccountEntity) },
];

/** What real data the database holds, in French ('12 clients, un établissement renseigné'); '' when none. */
export function realDataFound(ctx: EntityContext): string {
  return probes
    .map((p) => ({ p, n: p.count(ctx) }))
    .filter(({ n }) => n > 0)
    .map(({ p, n }) => p.describe(n))
    .join(', ');
}
