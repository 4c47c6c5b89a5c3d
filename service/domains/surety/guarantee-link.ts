// The guarantee link e-mailed to a guest: a surety_requests row named by a token signed with the
// site's own secret (so an id cannot be guessed into a link) and valid until a day; spent once the
// guarantee is recorded.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { AppError } from '../../errors/app-error';
import { addDays } from '../pricing/days';
import { ensureSetting } from '../security';

export interface SuretyRequest {
  id: number;
  bookingId: number;
  amountCents: number;
  validUntil: string;
  recordedAt: string | null;
  paymentId: number | null;
}

/** The path of the public page, under the box's public address. */
export const SURETY_PAGE_PATH = '/rest/public/surety/';

function signatureOf(db: Db, request: Pick<SuretyRequest, 'id' | 'bookingId' | 'validUntil'>): string {
  const secret = ensureSetting(db, 'surety_link_secret', randomBytes(32).toString('hex'));
  return createHmac('sha256', secret)
    .update(`${request.id}.${request.bookingId}.${request.validUntil}`)
    .digest('base64url');
}

/** A new link for the booking's guarantee: valid `validityDays` days from today. Answers its token. */
export function issueSuretyRequest(
  db: Db,
  clock: Clock,
  request: { bookingId: number; amountCents: number; validityDays: number },
): string {
  const validUntil = addDays(clock.today(), request.validityDays);
  const { id } = statement(
    db,
    'INSERT INTO surety_requests (booking_id, amount_cents, valid_until, created_at) VALUES (?, ?, ?, ?) RETURNING id',
  ).get(request.bookingId, request.amountCents, validUntil, clock.now().toISOString()) as { id: number };
  return `${id}.${signatureOf(db, { id, bookingId: request.bookingId, validUntil })}`;
}

/** The request a token names, if its signature holds; nothing said about its validity. */
function requestOf(db: Db, token: string): SuretyRequest | undefined {
  const [idText, signature, extra] = token.split('.');
  if (!idText || !signature || extra !== undefined || !/^\d{1,12}$/.test(idText)) return undefined;
  const request = statement(
    db,
    `SELECT id, booking_id AS bookingId, amount_cents AS amountCents, valid_until AS validUntil,
       recorded_at AS recordedAt, payment_id AS paymentId FROM surety_requests WHERE id = ?`,
  ).get(Number(idText)) as SuretyRequest | undefined;
  if (!request) return undefined;
  const expected = Buffer.from(signatureOf(db, request));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? request : undefined;
}

/** The request a guest may still act on: refused when forged, spent or past its last day. */
export function openSuretyRequest(db: Db, clock: Clock, token: string): SuretyRequest {
  const request = requestOf(db, token);
  if (!request) throw new AppError('SURETY_LINK_INVALID');
  if (request.recordedAt !== null) throw new AppError('SURETY_ALREADY_RECORDED');
  if (clock.today() > request.validUntil) throw new AppError('SURETY_LINK_EXPIRED');
  return request;
}

/** Spends the request on the guarantee payment it made. */
export function markRecorded(db: Db, clock: Clock, requestId: number, paymentId: number): void {
  statement(db, 'UPDATE surety_requests SET recorded_at = ?, payment_id = ? WHERE id = ?').run(
    clock.now().toISOString(),
    paymentId,
    requestId,
  );
}
