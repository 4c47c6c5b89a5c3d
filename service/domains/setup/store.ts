// The setup checklist's reads: a handful of counts and short lists over the reference tables, read
// as plain SQL like the dashboard's (a new site's tables are small; the demo's hold tens of rows).
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { SetupFacts } from './rules';

const itemTypes = (table: string, kind: string) => `SELECT t.label, (t.extra_id IS NOT NULL
    OR EXISTS (SELECT 1 FROM price_grid_options o WHERE o.kind = '${kind}' AND o.ref_id = t.id)) AS isCharged
  FROM ${table} t WHERE t.is_active = 1 ORDER BY t.sort_order, t.label`;

const sql = {
  establishment: `SELECT coalesce((SELECT corporate_name FROM establishments ORDER BY id LIMIT 1), '') AS corporateName,
  (SELECT stars FROM place_ranking ORDER BY id LIMIT 1) AS stars`,
  financialYears: 'SELECT start_date AS startDate, end_date AS endDate, is_closed AS isClosed FROM financial_years',
  activityPeriods: 'SELECT start_date AS startDate, end_date AS endDate FROM activity_periods',
  activeVatRates: 'SELECT count(*) AS n FROM tva_rates WHERE is_active = 1',
  ageCategories: `SELECT count(*) AS active, coalesce(max(is_default_for_attendant), 0) AS hasDefault
  FROM age_categories WHERE is_active = 1`,
  placeTypes: `SELECT t.id, t.label, coalesce(v.is_active, 0) AS isVatActive, t.insee_type = 'RESIDENTIAL' AS isResidential,
  (SELECT count(*) FROM places p WHERE p.type_id = t.id AND p.is_active = 1) AS activePlaces
  FROM place_types t LEFT JOIN tva_rates v ON v.id = t.tva_id WHERE t.is_active = 1 ORDER BY t.sort_order, t.label`,
  activeExtras: 'SELECT count(*) AS n FROM extras WHERE is_active = 1',
  // A type is charged by the extra it is mapped to, or by a grid's option (a camper van included with the pitch).
  animalTypes: itemTypes('animal_types', 'animal'),
  vehicleTypes: itemTypes('vehicle_types', 'vehicle'),
  taxes: `SELECT t.label, EXISTS (SELECT 1 FROM tax_price_periods p WHERE p.tax_id = t.id AND p.end_date >= :today) AS hasPriceAhead
  FROM taxes t WHERE t.is_active = 1 ORDER BY t.sort_order, t.label`,
  activeGrids: 'SELECT count(*) AS n FROM price_grids WHERE is_active = 1',
  // A cell prices its type when it holds any price, or occupant prices (grids priced per person).
  pricedPlaceTypes: `SELECT DISTINCT c.place_type_id AS id
  FROM price_grids g
  JOIN price_grid_periods p ON p.grid_id = g.id AND p.end_date >= :today
  JOIN price_grid_prices c ON c.period_id = p.id
  WHERE g.is_active = 1
    AND NOT EXISTS (SELECT 1 FROM price_grid_partners gp WHERE gp.grid_id = g.id)
    AND (coalesce(c.night_cents, c.first_nights_cents, c.special_nights_cents, c.weekend_cents, c.week_cents,
      c.extra_night_cents, c.package_cents) IS NOT NULL
      OR EXISTS (SELECT 1 FROM price_grid_occupant_prices o WHERE o.price_id = c.id))`,
  activePaymentMethods: 'SELECT count(*) AS n FROM payment_methods WHERE is_active = 1',
} as const;

const countOf = (db: Db, query: string) => (statement(db, query).get() as { n: number }).n;

// Each `as` below: the SELECT aliases its columns to the row type's fields (SQLite booleans are 0/1).
export function readSetupFacts(db: Db, today: string): SetupFacts {
  const all = <T>(query: string, params?: Record<string, unknown>) =>
    (params ? statement(db, query).all(params) : statement(db, query).all()) as T[];
  const ages = statement(db, sql.ageCategories).get() as { active: number; hasDefault: number };
  const named = (rows: { label: string; isCharged: number }[]) =>
    rows.map((r) => ({ label: r.label, isCharged: r.isCharged === 1 }));
  return {
    today,
    establishment: statement(db, sql.establishment).get() as SetupFacts['establishment'],
    financialYears: all<{ startDate: string; endDate: string; isClosed: number }>(sql.financialYears).map((y) => ({
      ...y,
      isClosed: y.isClosed === 1,
    })),
    activityPeriods: all(sql.activityPeriods),
    activeVatRates: countOf(db, sql.activeVatRates),
    ageCategories: { active: ages.active, hasDefaultForAttendant: ages.hasDefault === 1 },
    placeTypes: all<{ id: number; label: string; isVatActive: number; activePlaces: number; isResidential: number }>(
      sql.placeTypes,
    ).map((t) => ({ ...t, isVatActive: t.isVatActive === 1, isResidential: t.isResidential === 1 })),
    activeExtras: countOf(db, sql.activeExtras),
    animalTypes: named(all(sql.animalTypes)),
    vehicleTypes: named(all(sql.vehicleTypes)),
    taxes: all<{ label: string; hasPriceAhead: number }>(sql.taxes, { today }).map((t) => ({
      label: t.label,
      hasPriceAhead: t.hasPriceAhead === 1,
    })),
    activeGrids: countOf(db, sql.activeGrids),
    pricedPlaceTypeIds: all<{ id: number }>(sql.pricedPlaceTypes, { today }).map((r) => r.id),
    activePaymentMethods: countOf(db, sql.activePaymentMethods),
  };
}
