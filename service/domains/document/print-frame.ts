// What frames a printed document: the site's details and logo at the top with the target's header
// text, its footer text, legal mentions and identity at the foot, the words in the document's language.
import type { Db } from '../../db/connection';
import { readSettings } from '../../settings/store';
import { sellerSnapshot } from '../billing';
import type { DocumentKind } from './kinds';
import type { PrintFrame } from './pdf-document';
import { printedLabel } from './printed-labels';
import { targetOfKind } from './setting-targets';
import { siteLogo } from './site-logo';

const present = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== '');

/** The target's settings of that kind of document (header, footer, whether amounts print). */
export const targetSettingsOf = (db: Db, kind: DocumentKind) => readSettings(db, targetOfKind(kind).settings);

export interface FrameRequest {
  readonly kind: DocumentKind;
  readonly languageId: number;
  /** The booking's code or quote number, printed after the title. */
  readonly code: string;
}

export function printFrame(db: Db, r: FrameRequest): PrintFrame {
  const s = sellerSnapshot(db);
  const settings = targetSettingsOf(db, r.kind);
  const word = (key: Parameters<typeof printedLabel>[2]) => printedLabel(db, r.languageId, key);
  const contact = present([s.phone && `${word('phone')} ${s.phone}`, s.email]).join(' · ');
  const identity = present([s.corporateName, s.siret && `SIRET ${s.siret}`, s.vatNumber && `TVA ${s.vatNumber}`]);
  return {
    title: present([word(r.kind), r.code && `${word('number')} ${r.code}`]).join(' '),
    author: s.corporateName,
    headerLines: present([
      s.corporateName,
      s.address1,
      s.address2,
      present([s.postalCode, s.town]).join(' '),
      contact,
      settings.headerText,
    ]),
    logo: settings.showLogo ? (siteLogo(db)?.bytes ?? null) : null,
    footerLines: present([settings.footerText, settings.legalMentions, identity.join(' · ')]),
    pageWord: word('page'),
  };
}
