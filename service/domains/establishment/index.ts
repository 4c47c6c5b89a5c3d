// What other domains and the CLI may use of the establishment.
import type { Db } from '../../db/connection';
import { findEstablishment } from './store';

export { type EstablishmentInput, establishmentInputSchema } from './contract';
export { createEstablishmentService, type EstablishmentService, saveEstablishment } from './service';

/** The corporate name the site entered, or '' while the establishment was never filled in. */
export function establishmentName(db: Db): string {
  return findEstablishment(db)?.corporateName ?? '';
}

/** The site's own e-mail address, or '' while none was entered. */
export function establishmentEmail(db: Db): string {
  return findEstablishment(db)?.email ?? '';
}
