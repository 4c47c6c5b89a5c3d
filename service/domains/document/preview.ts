// The editor's live preview: the model being typed (not yet saved) sanitised and filled with the
// site's first booking, its unknown fields named so the editor can flag them.
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { firstBookingId } from '../booking';
import { bookingMergeValues } from './booking-fields';
import type { Preview } from './contract';
import { fillTemplate, unknownFields } from './merge-fields';
import { sanitizeBody } from './sanitize';

export interface PreviewInput {
  readonly subject: string;
  readonly bodyHtml: string;
}

export function previewModel(db: Db, clock: Clock, input: PreviewInput): Preview {
  const body = sanitizeBody(input.bodyHtml);
  const bookingId = firstBookingId(db);
  const values = bookingId === null ? {} : bookingMergeValues(db, clock, bookingId).values;
  return {
    subject: fillTemplate(input.subject, values, 'text'),
    html: fillTemplate(body, values, 'html'),
    unknownFields: unknownFields(`${input.subject} ${body}`),
    bookingCode: bookingId === null ? null : (values.bookingCode ?? ''),
  };
}
