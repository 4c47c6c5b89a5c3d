// The VAT rate a fee or a meter type is billed at: chosen among the active rates of the reference data.
import { fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { tvaEntity } from '../reference';

export function vatChoices(ctx: EntityContext) {
  return tvaEntity.list(ctx).filter((r) => r.isActive);
}

/** The default rate, for a new item's `tvaId` (0 when the site has none). */
export function defaultVatId(ctx: EntityContext): number {
  return tvaEntity.list(ctx).find((r) => r.isDefault)?.id ?? 0;
}

/** "A VAT rate must be chosen": an unknown id is as good as none. */
export function assertVatExists(ctx: EntityContext, tvaId: number): void {
  if (!tvaEntity.get(ctx, tvaId)) throw fieldError('tvaId', 'VAT_RATE_REQUIRED');
}
