// The credentials of a stay: a keypad code drawn by the box, badges and number plates entered by
// the desk. Each names one occupancy (its dates make its validity) and one live value only.
import { randomInt } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors/app-error';
import { BOOKING_KIND } from '../booking/contract';
import { activeAccessConfiguration } from './configuration';
import type { CredentialKind, CredentialRow } from './contract';

const patterns: Record<CredentialKind, RegExp> = {
  code: /^\d{4,8}$/,
  badge: /^[0-9A-F]{4,32}$/,
  plate: /^[A-Z0-9]{2,12}$/,
};

/** One spelling per value: a plate read « ab-123-cd » by a camera is AB123CD, a badge in capitals. */
export function normalizeValue(kind: CredentialKind, raw: string): string | null {
  const value = kind === 'code' ? raw.trim() : raw.toUpperCase().replace(/[\s-]/g, '');
  return patterns[kind].test(value) ? value : null;
}

export function credentialsOfBooking(db: Db, bookingId: number): CredentialRow[] {
  return statement(
    db,
    `SELECT c.id, c.occupancy_id AS occupancyId, c.kind, c.value, c.created_at AS createdAt,
       c.revoked_at AS revokedAt, p.number AS placeNumber
     FROM access_credentials c JOIN occupancies o ON o.id = c.occupancy_id LEFT JOIN places p ON p.id = o.place_id
     WHERE c.booking_id = ? ORDER BY c.id`,
  ).all(bookingId) as CredentialRow[];
}

const isLive = (db: Db, kind: CredentialKind, value: string) =>
  statement(db, 'SELECT 1 FROM access_credentials WHERE kind = ? AND value = ? AND revoked_at IS NULL').get(
    kind,
    value,
  ) !== undefined;

function drawCode(db: Db): string {
  for (;;) {
    const code = String(randomInt(100_000, 1_000_000));
    if (!isLive(db, 'code', code)) return code;
  }
}

export interface IssueRequest {
  readonly bookingId: number;
  readonly occupancyId: number;
  readonly kind: CredentialKind;
  /** Badge and plate: as read or typed; a code is drawn by the box. */
  readonly value?: string;
  readonly userId: number | null;
}

export function issueCredential(db: Db, clock: Clock, request: IssueRequest): number {
  return inTransaction(db, () => {
    const stay = statement(
      db,
      `SELECT b.kind, b.state, o.is_cancelled AS isCancelled FROM occupancies o JOIN bookings b ON b.id = o.booking_id
       WHERE o.id = ? AND o.booking_id = ?`,
    ).get(request.occupancyId, request.bookingId) as { kind: number; state: string; isCancelled: number } | undefined;
    if (!stay) throw new AppError('NOT_FOUND');
    if (stay.kind !== BOOKING_KIND.reservation || stay.state !== 'NORMAL' || stay.isCancelled)
      throw new AppError('ACCESS_NOT_A_STAY');
    const value = request.kind === 'code' ? drawCode(db) : normalizeValue(request.kind, request.value ?? '');
    if (!value) throw new AppError('ACCESS_VALUE_INVALID');
    if (isLive(db, request.kind, value)) throw new AppError('ACCESS_VALUE_TAKEN');
    if (request.kind === 'badge') {
      const max = activeAccessConfiguration(db).badgesPerBooking;
      const { n } = statement(
        db,
        "SELECT count(*) AS n FROM access_credentials WHERE booking_id = ? AND kind = 'badge' AND revoked_at IS NULL",
      ).get(request.bookingId) as { n: number };
      if (n >= max) throw new AppError('ACCESS_BADGES_FULL', { params: { max } });
    }
    const row = statement(
      db,
      `INSERT INTO access_credentials (booking_id, occupancy_id, kind, value, created_at, created_by)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    ).get(request.bookingId, request.occupancyId, request.kind, value, clock.now().toISOString(), request.userId) as {
      id: number;
    };
    return row.id;
  });
}

/** Revoked at once (a badge lost, a guest gone): refused from the next read on. */
export function revokeCredential(db: Db, clock: Clock, id: number): void {
  const res = statement(db, 'UPDATE access_credentials SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(
    clock.now().toISOString(),
    id,
  );
  if (res.changes === 0) throw new AppError('NOT_FOUND');
}
