// What the period and option screens share: the grid they belong to (a saved version read-only
// when the URL names one), and saving the whole grid with their part changed, then answering the
// saved grid's new version (periods and options are renumbered on every save).
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client';
import { useRight } from '../../shell/rights';
import { type GridForm, gridPath, useGrid, useGridParams } from './grid-data';
import { useSaveGrid } from './grid-save';
import { gridNamer, useGridStale } from './useGridStale';

/** `resume`: the screen's part taken again from the fresh grid with the user's values put back. */
export function useGridPart(resume: (resumed: GridForm) => void) {
  const navigate = useNavigate();
  const params = useGridParams();
  const { grid, isPast } = useGrid(params.gridId, params.historyVersion);
  const right = useRight('extra_pricing_price_grid_list');
  const stale = useGridStale(params.gridId, gridNamer(grid), resume);
  const save = useSaveGrid(undefined, (error, mine) => grid !== undefined && stale.catchStale(error, grid, mine));
  const backToGrid = () => void navigate({ to: gridPath(params.gridId, isPast ? params.historyVersion : 0) });
  /** Saves the grid with these changes; answers the period ids of the version just saved. */
  const saveWith = async (change: Partial<GridForm>): Promise<number[] | null> => {
    if (!grid) return null;
    const id = await save.submit({ ...grid, ...change });
    if (id === null) return null;
    const saved = await api<GridForm>(`price/grid/edit/${id}`);
    const version = await api<{ periods: { id: number }[] }>(`price/grid/version/${id}/${saved.historyVersion}`);
    return version.periods.map((p) => p.id);
  };
  return {
    params,
    grid,
    isReadOnly: isPast || !right.canWrite,
    shownVersion: isPast ? params.historyVersion : (grid?.historyVersion ?? 0),
    save,
    saveWith,
    backToGrid,
    navigate,
    staleDialog: stale.dialog,
  };
}
