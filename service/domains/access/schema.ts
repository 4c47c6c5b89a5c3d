// The devices that ask the box (each with its own API key, kept hashed), the credentials issued per
// occupancy, and the log of every decision.

import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id, instant } from '../../db/columns';
import { bookings, occupancies } from '../booking/schema';
import { ACCESS_REASONS, CREDENTIAL_KINDS, DEVICE_KINDS } from './contract';

export const accessDevices = sqliteTable(
  'access_devices',
  {
    id: id(),
    label: text('label').notNull(),
    kind: text('kind', { enum: DEVICE_KINDS }).notNull(),
    /** SHA-256 of the API key, shown once at creation: the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so staff can tell two keys apart. */
    keyHint: text('key_hint').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('access_devices_key_idx').on(t.keyHash)],
);

export const accessCredentials = sqliteTable(
  'access_credentials',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    occupancyId: integer('occupancy_id')
      .notNull()
      .references(() => occupancies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDENTIAL_KINDS }).notNull(),
    /** Normalised: digits for a code, upper-case hexadecimal for a badge, letters and digits for a plate. */
    value: text('value').notNull(),
    createdAt: instant('created_at').notNull(),
    createdBy: integer('created_by'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    // A value names one live credential: the device's read finds its stay without doubt.
    uniqueIndex('access_credentials_live_value_idx').on(t.kind, t.value).where(sql`revoked_at IS NULL`),
    index('access_credentials_booking_idx').on(t.bookingId),
  ],
);

export const accessLog = sqliteTable(
  'access_log',
  {
    id: id(),
    at: instant('at').notNull(),
    /** The Paris day of the decision, for the tokens counted per day. */
    day: text('day').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => accessDevices.id),
    credentialKind: text('credential_kind', { enum: CREDENTIAL_KINDS }).notNull(),
    value: text('value').notNull(),
    credentialId: integer('credential_id').references(() => accessCredentials.id, { onDelete: 'set null' }),
    occupancyId: integer('occupancy_id'),
    bookingId: integer('booking_id'),
    isAllowed: integer('is_allowed', { mode: 'boolean' }).notNull(),
    reason: text('reason', { enum: ACCESS_REASONS }).notNull(),
  },
  (t) => [index('access_log_at_idx').on(t.at), index('access_log_tokens_idx').on(t.occupancyId, t.day, t.deviceId)],
);
