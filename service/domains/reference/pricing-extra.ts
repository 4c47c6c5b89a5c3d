// The extra an animal or vehicle type is priced by when the grid has no option for the type: the
// site's « Animal » or « Véhicule supplémentaire ». Offered from the active extras; checked on save.
// The extra domain depends on this one (VAT rates), so it hands its list in as it loads
// (`offerPricingExtras`) rather than being imported from here.
import type { Db } from '../../db/connection';
import { fieldError } from '../../errors/app-error';
import type { EntityContext } from '../../http/entity/descriptor';

export interface PricingExtra {
  readonly id: number;
  readonly label: string;
}

let activeExtras: ((db: Db) => readonly PricingExtra[]) | null = null;

/** Wires the active extras in (the extra domain does, as it loads). */
export function offerPricingExtras(read: (db: Db) => readonly PricingExtra[]): void {
  activeExtras = read;
}

function offered(db: Db): readonly PricingExtra[] {
  if (!activeExtras) throw new Error('the extras that price animal and vehicle types are not wired in');
  return activeExtras(db);
}

/** The active extras a type may be priced by, as the form's choices. */
export function pricingExtraChoices(ctx: EntityContext) {
  return offered(ctx.db).map(({ id, label }) => ({ id, label }));
}

/** A chosen extra must be an active one. */
export function checkPricingExtra(ctx: EntityContext, extraId: number | null): void {
  if (extraId !== null && !offered(ctx.db).some((e) => e.id === extraId)) throw fieldError('extraId', 'VALIDATION');
}
