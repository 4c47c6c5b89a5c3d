// The grid screen's overlap warnings: where this active grid and another active grid of the same
// partners price one place type on the same nights, in French, naming the other grid, the nights
// and the grid that prices them (the first in the grids' order, as the engine chooses).
import type { Db } from '../../db/connection';
import { placeTypeChoices } from '../place';
import { activeGrids } from './grid-store';
import { gridOverlaps, overlapWarning } from './rules';

export function gridOverlapWarnings(db: Db, gridId: number): string[] {
  const grids = activeGrids(db);
  const rank = grids.findIndex((g) => g.id === gridId);
  const grid = grids[rank];
  if (!grid) return [];
  const labels = new Map(placeTypeChoices(db).map((t) => [t.id, t.label]));
  return gridOverlaps(grid, grids).map((overlap) => {
    const first = grids.indexOf(overlap.other) < rank ? overlap.other : grid;
    const types = overlap.placeTypeIds.map((id) => labels.get(id) ?? `type n° ${id}`);
    return overlapWarning(overlap, types, first);
  });
}
