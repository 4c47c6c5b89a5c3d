// One question from a device: may this code, badge or plate pass here now? The stay behind the
// credential is read, the rules decide, and the decision is logged (who, which device, when, why)
// before the answer leaves.
import type { Clock } from '../../clock';
import { parisDate, parisTime } from '../../clock';
import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import { readSettings } from '../../settings/store';
import type { BookingKind, BookingState } from '../booking/contract';
import { arrivalDeparturePreference } from '../preference/booking-preferences';
import { activeAccessConfiguration } from './configuration';
import {
  ACCESS_REASON_LABELS,
  type AccessCheck,
  type AccessDecisionDto,
  type AccessReason,
  type DeviceKind,
} from './contract';
import { normalizeValue } from './credentials';
import { type CredentialStay, decideAccess } from './rules';

interface StayRow {
  credentialId: number;
  occupancyId: number;
  bookingId: number;
  bookingCode: string | null;
  placeNumber: string | null;
  revokedAt: string | null;
  bookingKind: BookingKind;
  bookingState: BookingState;
  isOccupancyCancelled: number;
  startDate: string;
  endDate: string;
  owedCents: number;
  persons: number;
}

// The live credential of that value, else its last revoked one (to answer « révoqué », not « inconnu »).
const staySql = `
SELECT c.id AS credentialId, o.id AS occupancyId, b.id AS bookingId, b.code AS bookingCode, p.number AS placeNumber,
  c.revoked_at AS revokedAt, b.kind AS bookingKind, b.state AS bookingState, o.is_cancelled AS isOccupancyCancelled,
  o.start_date AS startDate, coalesce(o.early_departure_from, o.end_date) AS endDate,
  b.total_cents - b.vacaf_aid_cents - b.paid_cents AS owedCents,
  (SELECT count(*) FROM occupants x WHERE x.occupancy_id = o.id) AS persons
FROM access_credentials c
JOIN occupancies o ON o.id = c.occupancy_id
JOIN bookings b ON b.id = c.booking_id
LEFT JOIN places p ON p.id = o.place_id
WHERE c.kind = ? AND c.value = ?
ORDER BY c.revoked_at IS NULL DESC, c.id DESC LIMIT 1`;

const tokensSql = `
SELECT count(*) AS n FROM access_log l JOIN access_devices d ON d.id = l.device_id
WHERE l.occupancy_id = ? AND l.day = ? AND l.is_allowed = 1 AND d.kind = 'shower'`;

export function checkAccess(
  db: Db,
  clock: Clock,
  device: { id: number; kind: DeviceKind },
  question: AccessCheck,
  isModuleActive: boolean,
): AccessDecisionDto {
  const instant = clock.now();
  const at = { day: parisDate(instant), time: parisTime(instant) };
  const value = normalizeValue(question.kind, question.value) ?? question.value;
  const row = statement(db, staySql).get(question.kind, value) as StayRow | undefined;
  const settings = activeAccessConfiguration(db);
  const hours = readSettings(db, arrivalDeparturePreference);
  const reason: AccessReason = !isModuleActive
    ? 'module-off'
    : decideAccess({
        stay: row ? stayOf(row) : null,
        device: device.kind,
        settings,
        at,
        arrivalHour: hours.arrivalFromHour,
        departureHour: hours.departureBeforeHour,
        tokensUsedToday: row ? (statement(db, tokensSql).get(row.occupancyId, at.day) as { n: number }).n : 0,
      });
  const allow = reason === 'allowed';
  statement(
    db,
    `INSERT INTO access_log (at, day, device_id, credential_kind, value, credential_id, occupancy_id, booking_id, is_allowed, reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    instant.toISOString(),
    at.day,
    device.id,
    question.kind,
    value,
    row?.credentialId ?? null,
    row?.occupancyId ?? null,
    row?.bookingId ?? null,
    allow ? 1 : 0,
    reason,
  );
  return {
    allow,
    reason,
    message: ACCESS_REASON_LABELS[reason],
    bookingCode: allow ? (row?.bookingCode ?? null) : null,
    placeNumber: allow ? (row?.placeNumber ?? null) : null,
    showerMinutes: allow && device.kind === 'shower' ? settings.showerMinutes : null,
  };
}

function stayOf(row: StayRow): CredentialStay {
  return {
    revokedAt: row.revokedAt,
    bookingKind: row.bookingKind,
    bookingState: row.bookingState,
    isOccupancyCancelled: row.isOccupancyCancelled === 1,
    startDate: row.startDate,
    endDate: row.endDate,
    owedCents: row.owedCents,
    persons: row.persons,
  };
}
