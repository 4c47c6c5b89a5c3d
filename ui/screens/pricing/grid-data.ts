// The price grid as the screens hold it: the form of `price/grid/edit` (periods each with their
// prices per place type, options), loaded for editing or, with a history version, from the saved
// version read-only; plus the columns of the matrix each price model prices with.
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { entityQueries } from '../../entity/queries';

export const GRID_BASE = 'price/grid';

export type PriceField =
  | 'nightCents'
  | 'firstNightsCents'
  | 'specialNightsCents'
  | 'weekendCents'
  | 'weekCents'
  | 'extraNightCents'
  | 'packageCents';

export interface OccupantPrice {
  ageCategoryId: number;
  mode: number;
  cents: number | string | null;
  slices?: (number | string | null)[];
}

export type CellPrice = { placeTypeId: number; occupants: OccupantPrice[] } & Partial<
  Record<PriceField, number | string | null>
>;

export interface GridPeriod {
  label: string;
  startDate: string;
  endDate: string;
  duration: number | null;
  prices: CellPrice[];
}

export interface GridOption {
  kind: 'extra' | 'animal' | 'vehicle';
  refId: number;
  tvaId: number;
  cents: number | string | null;
  pricing: 'stay' | 'week' | 'night' | null;
  isIncluded: boolean;
  /** The place types an included option is included for; none: every type the grid prices. */
  includedPlaceTypeIds: number[];
  isMandatory: boolean;
  maxQuantity: number | null;
  periodCents: { period: number; cents: number | string | null }[];
}

export interface Choice {
  id: number;
  label: string;
}

/** The edit answer: the grid's fields, its children, its saved versions and the choice lists. */
export interface GridForm extends Record<string, unknown> {
  id: number;
  label: string;
  priceModel: number;
  historyVersion: number;
  periods: GridPeriod[];
  options: GridOption[];
  partnerIds: number[];
  versions?: number[];
  /** Another active grid of the same partners pricing a place type on the same nights, in French. */
  overlapWarnings?: string[];
  availablePlaceType?: Choice[];
  availableAgeCategory?: Choice[];
  availableTva?: Choice[];
  availableOccupantPriceMode?: Choice[];
  availablePartner?: Choice[];
  availableExtra?: Choice[];
}

/** A saved version as the engine keeps it: periods with ids, prices and option dates by period id. */
export interface SavedVersion extends Record<string, unknown> {
  periods: { id: number; label: string; startDate: string; endDate: string; duration: number | null }[];
  prices: (CellPrice & { periodId: number })[];
  /** Versions saved before options listed their included place types have none (every type). */
  options: (Omit<GridOption, 'periodCents' | 'includedPlaceTypeIds'> & {
    periodCents: { periodId: number; cents: number }[];
    includedPlaceTypeIds?: number[];
  })[];
  minNights: unknown;
  partnerIds: number[];
}

/** The place types the grid prices (any period), with their labels, in the choice list's order. */
export function gridPlaceTypes(grid: Pick<GridForm, 'periods' | 'availablePlaceType'>): Choice[] {
  const priced = new Set(grid.periods.flatMap((p) => p.prices.map((c) => c.placeTypeId)));
  const known = (grid.availablePlaceType ?? []).filter((t) => priced.has(t.id));
  const unknown = [...priced].filter((id) => !known.some((t) => t.id === id)).map((id) => ({ id, label: `#${id}` }));
  return [...known, ...unknown];
}

/** What an option's « Inclus » says: no, in every type of the grid, or in the types listed. */
export function includedText(option: GridOption, placeTypes: readonly Choice[]): string {
  if (!option.isIncluded) return '';
  const ids = option.includedPlaceTypeIds ?? [];
  if (ids.length === 0) return 'Oui';
  return ids.map((id) => placeTypes.find((t) => t.id === id)?.label ?? `#${id}`).join(', ');
}

/** A saved version in the form's shape (period positions instead of ids). */
export function formOf(
  version: SavedVersion,
): Pick<GridForm, 'periods' | 'options' | 'partnerIds'> & Record<string, unknown> {
  const position = new Map(version.periods.map((p, i) => [p.id, i]));
  return {
    ...version,
    periods: version.periods.map(({ id, ...p }) => ({
      ...p,
      prices: version.prices.filter((c) => c.periodId === id).map(({ periodId: _, ...c }) => c),
    })),
    options: version.options.map((o) => ({
      ...o,
      includedPlaceTypeIds: o.includedPlaceTypeIds ?? [],
      periodCents: o.periodCents.map((c) => ({ period: position.get(c.periodId) ?? 0, cents: c.cents })),
    })),
  };
}

const versionQuery = (gridId: number, version: number) => ({
  queryKey: ['entity', GRID_BASE, 'version', gridId, version] as const,
  queryFn: () => api<SavedVersion>(`price/grid/version/${gridId}/${version}`),
  enabled: gridId > 0 && version > 0,
});

/** The period ids of a saved version, in order: the period screens' ids. */
export function useSavedPeriodIds(gridId: number, version: number): number[] | undefined {
  return useQuery({ ...versionQuery(gridId, version), select: (v) => v.periods.map((p) => p.id) }).data;
}

/**
 * The grid to show: the editable form, or (historyVersion > 0 and not the current one) that saved
 * version over the form's choice lists, read-only.
 */
export function useGrid(gridId: number, historyVersion: number, modelId = 0) {
  const edit = useQuery(entityQueries.detail(GRID_BASE, gridId));
  const model = useQuery({ ...entityQueries.detail(GRID_BASE, modelId), enabled: gridId === 0 && modelId > 0 });
  const current = edit.data as GridForm | undefined;
  const isPast = historyVersion > 0 && current !== undefined && historyVersion !== current.historyVersion;
  const version = useQuery({ ...versionQuery(gridId, historyVersion), enabled: isPast });
  const source = model.data as GridForm | undefined;
  // One object per answer: the screens reset their state when the grid changes.
  const grid = useMemo((): GridForm | undefined => {
    if (!current) return undefined;
    // The saved version's content; the current version number and versions list stay the grid's.
    if (isPast) return version.data && { ...current, ...formOf(version.data), historyVersion: current.historyVersion };
    if (gridId !== 0 || modelId === 0) return current;
    return (
      source && {
        ...source,
        id: 0,
        label: `${source.label} (copie)`,
        historyVersion: 1,
        versions: [],
        overlapWarnings: [],
      }
    );
  }, [current, isPast, version.data, gridId, modelId, source]);
  return { grid, isPast };
}

/** The prices a model reads, in the order the matrix shows them (price-models.ts). */
export function priceFields(priceModel: number, grid: { firstNightsCount?: unknown; specialWeekdays?: unknown }) {
  const night: PriceField[] = ['nightCents'];
  if (Number(grid.firstNightsCount ?? 0) > 0) night.push('firstNightsCents');
  if (Array.isArray(grid.specialWeekdays) && grid.specialWeekdays.length > 0) night.push('specialNightsCents');
  const byModel: Record<number, PriceField[]> = {
    2: ['weekCents', 'extraNightCents'],
    3: [...night, 'weekendCents'],
    4: ['packageCents', ...night],
    6: ['weekCents', 'extraNightCents'],
    7: [...night, 'weekCents'],
    8: ['packageCents'],
  };
  return byModel[priceModel] ?? night;
}

export const priceFieldLabels: Record<PriceField, string> = {
  nightCents: 'Nuit',
  firstNightsCents: 'Premières nuits',
  specialNightsCents: 'Nuit spéciale',
  weekendCents: 'Week-end',
  weekCents: 'Semaine',
  extraNightCents: 'Nuit supp.',
  packageCents: 'Forfait',
};

export const gridPath = (id: number, version = 0, modelId = 0, placeTypeId = 0) =>
  `/price/grid/${id}/${modelId}/${placeTypeId}/${version}`;

/** The pricing screens' URL parameters, as numbers (absent: 0). */
export function useGridParams() {
  const params: Record<string, string | undefined> = useParams({ strict: false });
  const n = (name: string) => Number(params[name] ?? 0) || 0;
  return {
    gridId: n('priceGridId'),
    modelId: n('priceGridModeleId'),
    placeTypeId: n('placeTypeId'),
    historyVersion: n('historyVersion'),
    periodId: n('priceGridPeriodId'),
    optionPosition: n('priceGridOptionId'),
  };
}
