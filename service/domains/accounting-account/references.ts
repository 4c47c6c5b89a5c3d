// Accounting code with references: other tables hold account codes as text (VAT rates, payment
// methods, bank accounts, expense types, places, extras...). Each owner registers a check here
// (the composition root wires them); an account whose code one of them uses cannot be deleted.
import { referenceChecks } from '../../db/reference-checks';

export const accountingCodeReferences = referenceChecks<string>();
