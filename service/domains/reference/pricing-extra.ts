// The extra an animal or vehicle type is priced by when the grid has no option for the type: the
// site's « Animal » or « Véhicule supplémentaire ». Offered from the active extras; checked on save.
// The extra domain depends on this one (VAT rates): its functions are only called, never read at
// load time, so the two modules may import each other.
import { fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';
import { extraCatalogue } from '../extra';

/** The active extras a type may be priced by, as the form's choices. */
export function pricingExtraChoices(ctx: EntityContext) {
  return extraCatalogue(ctx.db).map((e) => ({ id: e.id, label: e.label }));
}

/** A chosen extra must be an active one. */
export function checkPricingExtra(ctx: EntityContext, extraId: number | null): void {
  if (extraId !== null && !extraCatalogue(ctx.db).some((e) => e.id === extraId)) {
    throw fieldError('extraId', 'VALIDATION');
  }
}
