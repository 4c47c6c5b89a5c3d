// The site's logo as the `{{siteLogo}}` merge field and the PDF header print it: the establishment's
// uploaded image, inlined so the e-mail and the PDF need no link back to the box.
import type { Db } from '../../db/connection';
import { establishmentLogo } from '../establishment';
import { dataDirOf } from './uploads';

export const siteLogo = (db: Db) => establishmentLogo(db, dataDirOf(db));

/** An `<img>` of the logo as a data URI, or '' when the site has none. */
export function siteLogoHtml(db: Db): string {
  const logo = siteLogo(db);
  return logo ? `<img src="data:${logo.type};base64,${logo.bytes.toString('base64')}" alt="Logo" width="160">` : '';
}
