// Fills a grid's options from the extras in one action: every active extra that is not yet an
// option of the grid joins it at its catalogue price, VAT, pricing and maximum quantity. The grid
// goes through its own save (the same checks as the screen's, one new history version); nothing
// is saved when every extra is already there.
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { parse } from '../../http/body';
import type { EntityContext } from '../../http/entity/descriptor';
import { fromSqliteError } from '../../http/entity/sqlite-errors';
import { extraCatalogue } from '../extra';
import type { GridInput } from './grid-contract';
import { gridEntity } from './grid-entity';

type OptionInput = GridInput['options'][number];

/** The options the active extras missing from `options` would add, in the extras' order. */
export function optionsFromExtras(
  extras: ReturnType<typeof extraCatalogue>,
  options: readonly Pick<OptionInput, 'kind' | 'refId'>[],
): OptionInput[] {
  const listed = new Set(options.filter((o) => o.kind === 'extra').map((o) => o.refId));
  return extras
    .filter((e) => !listed.has(e.id))
    .map((e) => ({
      kind: 'extra',
      refId: e.id,
      tvaId: e.tvaId,
      cents: e.priceCents,
      pricing: e.pricingMode,
      isIncluded: false,
      includedPlaceTypeIds: [],
      isMandatory: false,
      maxQuantity: e.maxQuantity,
      periodCents: [],
    }));
}

/** Adds the missing extras to grid `gridId`; answers how many were added. */
export function addExtrasToGrid(ctx: EntityContext, gridId: number): { added: number } {
  try {
    return inTransaction(ctx.db, () => {
      const current = gridEntity.get(ctx, gridId);
      if (!current) throw new AppError('NOT_FOUND');
      const form = parse(gridEntity.input, current);
      const added = optionsFromExtras(extraCatalogue(ctx.db), form.options);
      if (added.length === 0) return { added: 0 };
      gridEntity.save(ctx, parse(gridEntity.input, { ...form, options: [...form.options, ...added] }));
      // Adds to the grid as it is now (nothing of anyone's is overwritten), but a form opened before is now stale.
      gridEntity.versioning.bump(ctx, gridId, false);
      return { added: added.length };
    });
  } catch (error) {
    throw fromSqliteError(error, 'save');
  }
}
