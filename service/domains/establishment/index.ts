// What other domains and the CLI may use of the establishment.
import type { Db } from '../../db/connection';
import { readLogo, uploadsDir } from './logo';
import { findEstablishment } from './store';

export { type EstablishmentInput, establishmentInputSchema } from './contract';
export { createEstablishmentService, type EstablishmentService, saveEstablishment } from './service';
export { uploadsDir };

/** The corporate name the site entered, or '' while the establishment was never filled in. */
export function establishmentName(db: Db): string {
  return findEstablishment(db)?.corporateName ?? '';
}

/** The site's logo as printed on its documents, or undefined while none was uploaded. */
export function establishmentLogo(db: Db, dataDir: string): { bytes: Buffer; type: string } | undefined {
  const name = findEstablishment(db)?.logoFile;
  return name ? readLogo(dataDir, name) : undefined;
}

/** The site's own e-mail address, or '' while none was entered. */
export function establishmentEmail(db: Db): string {
  return findEstablishment(db)?.email ?? '';
}
