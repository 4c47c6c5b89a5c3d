// What frames a printed document: the site's details and logo at the top, its identity at the foot.
import type { Db } from '../../db/connection';
import { sellerSnapshot } from '../billing';
import type { PrintFrame } from './pdf-document';
import { siteLogo } from './site-logo';

const present = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== '');

export function printFrame(db: Db, title: string): PrintFrame {
  const s = sellerSnapshot(db);
  const contact = present([s.phone && `Tél. ${s.phone}`, s.email]).join(' · ');
  return {
    title,
    author: s.corporateName,
    headerLines: present([s.corporateName, s.address1, s.address2, present([s.postalCode, s.town]).join(' '), contact]),
    logo: siteLogo(db)?.bytes ?? null,
    footerLines: [
      present([s.corporateName, s.siret && `SIRET ${s.siret}`, s.vatNumber && `TVA ${s.vatNumber}`]).join(' · '),
    ],
  };
}
