// Internet bookings ("acceptance or refusal of an imported booking", "integration flag"):
// the channels' API keys and the imports they post, waiting for a decision and an integration.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { audit, bool, id, instant } from '../../db/columns';
import { bookings } from '../booking/schema';
import { customers } from '../customer/schema';
import { accessChannels } from '../place/schema';
import { users } from '../security/schema';
import { IMPORT_DECISIONS, INTEGRATION_FLAGS } from './contract';

/** A key a channel sends in X-Api-Key. Only its SHA-256 is kept: the key is shown once. */
export const channelApiKeys = sqliteTable(
  'channel_api_keys',
  {
    id: id(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => accessChannels.id),
    label: text('label').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so staff can tell keys apart without the key. */
    keyPrefix: text('key_prefix').notNull(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('channel_api_keys_hash_unique').on(t.keyHash),
    index('channel_api_keys_channel_idx').on(t.channelId),
  ],
);

export const bookingImports = sqliteTable(
  'booking_imports',
  {
    id: id(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => accessChannels.id),
    /** The channel's own booking reference: one import per reference and channel. */
    externalReference: text('external_reference').notNull(),
    receivedAt: instant('received_at').notNull(),
    /** The JSON as posted, kept for the detail screen and for support. */
    payload: text('payload').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    arrivalDate: text('arrival_date').notNull(),
    departureDate: text('departure_date').notNull(),
    placeTypeId: integer('place_type_id'),
    placeId: integer('place_id'),
    personsCount: integer('persons_count').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    decision: text('decision', { enum: IMPORT_DECISIONS }).notNull().default('PENDING'),
    isForced: bool('is_forced').notNull().default(false),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    refusalReason: text('refusal_reason'),
    integrationFlag: text('integration_flag', { enum: INTEGRATION_FLAGS }).notNull().default('BLANK'),
    bookingId: integer('booking_id').references(() => bookings.id),
    customerId: integer('customer_id').references(() => customers.id),
    integrationError: text('integration_error'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('booking_imports_reference_unique').on(t.channelId, t.externalReference),
    index('booking_imports_received_idx').on(t.receivedAt),
    index('booking_imports_arrival_idx').on(t.arrivalDate),
  ],
);
