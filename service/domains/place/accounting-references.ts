// Accounting codes places and place types hold as text (a place's own overrides its type's):
// registered by the composition root, so an accounting account still used here cannot be deleted.
import { heldIn } from '../../db/reference-checks';
import { places, placeTypes } from './schema';

export const placeAccountingReferences = {
  'place types': heldIn<string>(placeTypes.accountingCode),
  places: heldIn<string>(places.accountingCode),
} as const;
