// The accounting code an extra's sales are posted to, held as text: registered by the composition
// root, so an accounting account still used here cannot be deleted.
import { heldIn } from '../../db/reference-checks';
import { extras } from './schema';

export const extraAccountingReferences = { extras: heldIn<string>(extras.accountingCode) } as const;
