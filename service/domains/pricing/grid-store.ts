// Price grids beyond their flat row: the current version's periods, prices and options written
// and read back, the engine's `PriceGrid` built from them, and the saved versions.
//
// Versions are JSON snapshots of the engine's own `PriceGrid`, one row per save, rather than every
// table keyed by (grid, version): the current version stays plain relational rows with real
// foreign keys (place types, age categories, VAT) that the registry and the matrix edit as usual,
// while an old version is exactly what was priced, labels and VAT rates included, immune to later
// edits of extras or VAT, read back in one row, and purged with one DELETE.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { extraLabels } from '../extra';
import { tvaRatesById, typeLabels } from '../reference';
import type { GridInput } from './grid-contract';
import {
  priceGridOccupantPrices,
  priceGridOptionIncludedTypes,
  priceGridOptionPeriods,
  priceGridOptions,
  priceGridPartners,
  priceGridPeriods,
  priceGridPrices,
  priceGrids,
  priceGridVersions,
} from './schema';
import type { GridOption, OptionKind, PeriodPrices, PriceGrid } from './types';

export type GridChildren = Pick<GridInput, 'partnerIds' | 'periods' | 'options'>;

const nullsToUndefined = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as T;

function periodRows(db: Db, gridId: number) {
  return db
    .select()
    .from(priceGridPeriods)
    .where(eq(priceGridPeriods.gridId, gridId))
    .orderBy(asc(priceGridPeriods.startDate))
    .all();
}

function priceRows(db: Db, periodIds: readonly number[]) {
  if (periodIds.length === 0) return [];
  const prices = db
    .select()
    .from(priceGridPrices)
    .where(inArray(priceGridPrices.periodId, [...periodIds]))
    .all();
  const occupants = prices.length
    ? db
        .select()
        .from(priceGridOccupantPrices)
        .where(
          inArray(
            priceGridOccupantPrices.priceId,
            prices.map((p) => p.id),
          ),
        )
        .all()
    : [];
  return prices.map(({ id, ...price }) => ({
    ...price,
    occupants: occupants
      .filter((o) => o.priceId === id)
      .map(({ priceId: _, slices, ...o }) => ({ ...o, slices: slices ?? undefined })),
  }));
}

function optionRows(db: Db, gridId: number) {
  const options = db
    .select()
    .from(priceGridOptions)
    .where(eq(priceGridOptions.gridId, gridId))
    .orderBy(asc(priceGridOptions.id))
    .all();
  const splits = options.length
    ? db
        .select()
        .from(priceGridOptionPeriods)
        .where(
          inArray(
            priceGridOptionPeriods.optionId,
            options.map((o) => o.id),
          ),
        )
        .all()
    : [];
  const includedTypes = options.length
    ? db
        .select()
        .from(priceGridOptionIncludedTypes)
        .where(
          inArray(
            priceGridOptionIncludedTypes.optionId,
            options.map((o) => o.id),
          ),
        )
        .orderBy(asc(priceGridOptionIncludedTypes.placeTypeId))
        .all()
    : [];
  return options.map((o) => ({
    ...o,
    periodCents: splits.filter((s) => s.optionId === o.id),
    includedPlaceTypeIds: includedTypes.filter((t) => t.optionId === o.id).map((t) => t.placeTypeId),
  }));
}

function partnerIdsOf(db: Db, gridId: number): number[] {
  return db
    .select({ id: priceGridPartners.partnerId })
    .from(priceGridPartners)
    .where(eq(priceGridPartners.gridId, gridId))
    .all()
    .map((r) => r.id);
}

/** The children as the form edits them: prices inside their period, splits by period position. */
export function loadChildren(db: Db, gridId: number): GridChildren & Pick<GridInput, 'minNights'> {
  const row = db.select().from(priceGrids).where(eq(priceGrids.id, gridId)).get();
  const periods = periodRows(db, gridId);
  const prices = priceRows(
    db,
    periods.map((p) => p.id),
  );
  const position = new Map(periods.map((p, i) => [p.id, i]));
  return {
    minNights: row ? minNightsOf(row) : null,
    partnerIds: partnerIdsOf(db, gridId),
    periods: periods.map(({ id, gridId: _, ...p }) => ({
      ...p,
      prices: prices.filter((c) => c.periodId === id).map(({ periodId: __, ...c }) => c),
    })),
    options: optionRows(db, gridId).map(({ id: _, gridId: __, periodCents, ...o }) => ({
      ...o,
      periodCents: periodCents.map((s) => ({ period: position.get(s.periodId) ?? 0, cents: s.cents })),
    })),
  };
}

/** Replaces the children of the grid by the form's. */
export function storeChildren(db: Db, gridId: number, children: GridChildren): void {
  db.delete(priceGridPartners).where(eq(priceGridPartners.gridId, gridId)).run();
  for (const partnerId of new Set(children.partnerIds))
    db.insert(priceGridPartners).values({ gridId, partnerId }).run();
  db.delete(priceGridOptions).where(eq(priceGridOptions.gridId, gridId)).run();
  db.delete(priceGridPeriods).where(eq(priceGridPeriods.gridId, gridId)).run();
  const periodIds = children.periods.map(({ prices, ...period }) => {
    const periodId = db
      .insert(priceGridPeriods)
      .values({ ...period, gridId })
      .returning({ id: priceGridPeriods.id })
      .get().id;
    for (const { occupants, ...price } of prices) {
      const priceId = db
        .insert(priceGridPrices)
        .values({ ...price, periodId })
        .returning({ id: priceGridPrices.id })
        .get().id;
      for (const o of occupants) {
        db.insert(priceGridOccupantPrices)
          .values({ ...o, slices: o.slices ?? null, priceId })
          .run();
      }
    }
    return periodId;
  });
  for (const { periodCents, includedPlaceTypeIds, ...option } of children.options) {
    const optionId = db
      .insert(priceGridOptions)
      .values({ ...option, gridId })
      .returning({ id: priceGridOptions.id })
      .get().id;
    for (const placeTypeId of new Set(option.isIncluded ? includedPlaceTypeIds : [])) {
      db.insert(priceGridOptionIncludedTypes).values({ optionId, placeTypeId }).run();
    }
    for (const split of periodCents) {
      db.insert(priceGridOptionPeriods)
        .values({ optionId, periodId: periodIds[split.period], cents: split.cents })
        .run();
    }
  }
}

type GridRow = typeof priceGrids.$inferSelect;

const minNightsOf = (row: Pick<GridRow, 'minNightsOperator' | 'minNightsValue'>) =>
  row.minNightsOperator && row.minNightsValue !== null
    ? { operator: row.minNightsOperator, value: row.minNightsValue }
    : null;

type Labels = Record<OptionKind, Map<number, string>>;

/** What options name beyond the grid: read once for all the grids of a quote. */
interface OptionRefs {
  readonly labels: Labels;
  readonly tva: ReturnType<typeof tvaRatesById>;
}

const refsOf = (db: Db): OptionRefs => ({
  labels: { extra: extraLabels(db), animal: typeLabels(db, 'animal'), vehicle: typeLabels(db, 'vehicle') },
  tva: tvaRatesById(db),
});

/** The engine's grid of the current version, labels and VAT rates read now. */
export function loadGrid(db: Db, gridId: number, refs: OptionRefs = refsOf(db)): PriceGrid | undefined {
  const row = db.select().from(priceGrids).where(eq(priceGrids.id, gridId)).get();
  if (!row) return undefined;
  const periods = periodRows(db, gridId);
  const { labels, tva } = refs;
  const { minNightsOperator, minNightsValue, createdAt: _c, updatedAt: _u, order: _o, ...grid } = row;
  return {
    ...grid,
    minNights: minNightsOf({ minNightsOperator, minNightsValue }),
    partnerIds: partnerIdsOf(db, gridId),
    periods: periods.map((p) => ({
      id: p.id,
      label: p.label,
      startDate: p.startDate,
      endDate: p.endDate,
      duration: p.duration,
    })),
    prices: priceRows(
      db,
      periods.map((p) => p.id),
    ).map((p) => nullsToUndefined(p) as PeriodPrices),
    options: optionRows(db, gridId).map(
      (o): GridOption => ({
        kind: o.kind,
        refId: o.refId,
        label: labels[o.kind].get(o.refId) ?? '',
        cents: o.cents,
        vatBp: tva.byId.get(o.tvaId) ?? 0,
        pricing: o.pricing,
        isIncluded: o.isIncluded,
        includedPlaceTypeIds: o.includedPlaceTypeIds,
        isMandatory: o.isMandatory,
        maxQuantity: o.maxQuantity,
        periodCents: o.periodCents.map((s) => ({ periodId: s.periodId, cents: s.cents })),
      }),
    ),
  };
}

/** Active grids in their order: for each night, the engine takes the first that covers it. */
export function activeGrids(db: Db): PriceGrid[] {
  const refs = refsOf(db);
  return db
    .select({ id: priceGrids.id })
    .from(priceGrids)
    .where(eq(priceGrids.isActive, true))
    .orderBy(asc(priceGrids.order), asc(priceGrids.id))
    .all()
    .flatMap((r) => loadGrid(db, r.id, refs) ?? []);
}

/** Saving makes a new version: the next number, and its snapshot as the engine will price it. */
export function recordVersion(db: Db, gridId: number, isNew: boolean, savedAt: string): void {
  if (!isNew) {
    db.update(priceGrids)
      .set({ historyVersion: sql`${priceGrids.historyVersion} + 1` })
      .where(eq(priceGrids.id, gridId))
      .run();
  }
  const grid = loadGrid(db, gridId);
  if (!grid) return;
  db.insert(priceGridVersions).values({ gridId, version: grid.historyVersion, savedAt, grid }).run();
}

/** A saved version as it was priced. */
export function gridVersion(db: Db, gridId: number, version: number): PriceGrid | undefined {
  return db
    .select({ grid: priceGridVersions.grid })
    .from(priceGridVersions)
    .where(and(eq(priceGridVersions.gridId, gridId), eq(priceGridVersions.version, version)))
    .get()?.grid;
}

export function versionNumbers(db: Db, gridId: number): number[] {
  return db
    .select({ version: priceGridVersions.version })
    .from(priceGridVersions)
    .where(eq(priceGridVersions.gridId, gridId))
    .orderBy(asc(priceGridVersions.version))
    .all()
    .map((r) => r.version);
}

/** Versions older than their grid's current one. */
export function oldVersions(db: Db): { gridId: number; version: number; savedAt: string }[] {
  return db
    .select({
      gridId: priceGridVersions.gridId,
      version: priceGridVersions.version,
      savedAt: priceGridVersions.savedAt,
    })
    .from(priceGridVersions)
    .innerJoin(priceGrids, eq(priceGrids.id, priceGridVersions.gridId))
    .where(lt(priceGridVersions.version, priceGrids.historyVersion))
    .orderBy(asc(priceGridVersions.gridId), asc(priceGridVersions.version))
    .all();
}

export function deleteVersion(db: Db, gridId: number, version: number): void {
  db.delete(priceGridVersions)
    .where(and(eq(priceGridVersions.gridId, gridId), eq(priceGridVersions.version, version)))
    .run();
}
