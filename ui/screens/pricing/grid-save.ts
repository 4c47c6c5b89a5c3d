// Saving a whole grid through `price/grid/edit`, shared by the grid, period and option screens:
// the service's own schema first, then the service; errors come back by the form's paths
// ('periods.1.prices.0.nightCents'), for the screen to show under the cell or field they name.
import { useState } from 'react';
import { gridInputSchema } from '../../../service/domains/pricing/grid-contract';
import { isErrorCode } from '../../../service/errors/catalogue';
import { ApiError } from '../../api/client';
import { messageOf } from '../../entity/form-errors';
import { useSaveEntity } from '../../entity/queries';
import { toast } from '../../shell/notify';
import { GRID_BASE, type GridForm } from './grid-data';

export type ErrorsByPath = Record<string, string>;

/** What the form holds beside the grid itself: the choice lists and the saved versions. */
export function gridBody(grid: GridForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(grid)) {
    if (!key.startsWith('available') && key !== 'versions') body[key] = value;
  }
  const minNights = grid.minNights as { operator?: string; value?: number } | null | undefined;
  body.minNights = minNights?.operator ? minNights : null;
  return body;
}

function schemaErrors(body: Record<string, unknown>): ErrorsByPath | null {
  const result = gridInputSchema.safeParse(body);
  if (result.success) return null;
  const errors: ErrorsByPath = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const code = isErrorCode(issue.message) ? issue.message : issue.input === undefined ? 'REQUIRED' : 'INVALID_TYPE';
    errors[path] ??= messageOf(code);
  }
  return errors;
}

/**
 * Saves the grid (with the `version` its edit answer carried); answers its id, or null with
 * `errors` set (and handed to `onRefused`), or null when `onStale` took over a STALE_VERSION refusal.
 */
export function useSaveGrid(
  onRefused?: (errors: ErrorsByPath) => void,
  onStale?: (error: unknown, mine: GridForm) => boolean,
) {
  const save = useSaveEntity<GridForm>(GRID_BASE);
  const [errors, setErrors] = useState<ErrorsByPath>({});
  const submit = async (grid: GridForm): Promise<number | null> => {
    const body = gridBody(grid);
    const refused = schemaErrors(body);
    setErrors(refused ?? {});
    if (refused) {
      onRefused?.(refused);
      return null;
    }
    try {
      const answer = await save.mutateAsync(body);
      if (answer.status !== 'SAVED') {
        toast.saveFailed();
        return null;
      }
      toast.saved();
      return answer.id;
    } catch (error) {
      if (onStale?.(error, grid)) return null;
      if (error instanceof ApiError && error.fields) {
        const errors = Object.fromEntries(Object.entries(error.fields).map(([path, code]) => [path, messageOf(code)]));
        setErrors(errors);
        onRefused?.(errors);
      }
      return null;
    }
  };
  return { submit, errors, setErrors, isSaving: save.isPending };
}
