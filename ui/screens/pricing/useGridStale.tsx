// The grid screens' side of a save refused over a newer version of the grid (STALE_VERSION): the
// shared reload dialog, the grid read again, its cells and options named for the list of the
// user's unsaved values, and those values put back on the fresh grid when asked.
import { useQueryClient } from '@tanstack/react-query';
import { entityQueries } from '../../entity/queries';
import { type FieldNamer, type FieldPath, withEdits } from '../../entity/stale-edits';
import { useStaleVersion } from '../../entity/useStaleVersion';
import { type Choice, GRID_BASE, type GridForm, type PriceField, priceFieldLabels } from './grid-data';

const labelOf = (choices: Choice[] | undefined, id: unknown) => choices?.find((c) => c.id === id)?.label;

/** « Période 2 — Nuit (Emplacement nu) », « Option 1 — cents »: a cell or an option field of the grid. */
export function gridNamer(grid: GridForm | undefined): FieldNamer {
  return (path: FieldPath) => {
    const [part, rank, ...rest] = path;
    if (typeof rank !== 'number') return undefined;
    if (part === 'periods') {
      const period = grid?.periods[rank];
      const head = `Période ${period?.label ? `« ${period.label} »` : rank + 1}`;
      if (rest[0] !== 'prices' || typeof rest[1] !== 'number') return { label: `${head} — ${rest.join('.')}` };
      const cell = period?.prices[rest[1]];
      const type = labelOf(grid?.availablePlaceType, cell?.placeTypeId) ?? '';
      const field = String(rest[rest.length - 1]);
      const name = priceFieldLabels[field as PriceField] ?? rest.slice(2).join('.');
      return { label: `${head} — ${name}${type ? ` (${type})` : ''}` };
    }
    if (part === 'options') return { label: `Option ${rank + 1} — ${rest.join('.')}` };
    return undefined;
  };
}

/**
 * The dialog of a grid screen: `resume` receives the fresh grid with the user's values put back
 * (the screen sets its form and tables from it).
 */
export function useGridStale(gridId: number, name: FieldNamer, resume: (resumed: GridForm) => void) {
  const client = useQueryClient();
  return useStaleVersion({
    reload: () => client.fetchQuery(entityQueries.detail(GRID_BASE, gridId)),
    name,
    resume: (edits, fresh) => resume(withEdits(fresh as GridForm, edits)),
  });
}
