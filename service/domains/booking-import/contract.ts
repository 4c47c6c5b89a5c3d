// What crosses the wire for internet bookings: the channel's JSON (docs/booking-import-format.md),
// the staff's criteria and actions, and the answers. The UI imports these.
import { z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zCents, zEmail, zIsoDay, zOptionalIsoDay, zOptionalText, zPhone, zRequiredText } from '../../validation';
import { EQUIPMENT_BROUGHT } from '../booking/contract';

/** Staff's decision on an import. */
export const IMPORT_DECISIONS = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
/** The integration flag: blank, to integrate, already processed. */
export const INTEGRATION_FLAGS = ['BLANK', 'TO_INTEGRATE', 'PROCESSED'] as const;
export type ImportDecision = (typeof IMPORT_DECISIONS)[number];
export type IntegrationFlag = (typeof INTEGRATION_FLAGS)[number];

/** The channel's own words for an occupant's age; mapped onto the site's age categories. */
export const CHANNEL_AGE_CATEGORIES = ['adult', 'child', 'baby'] as const;
export type ChannelAgeCategory = (typeof CHANNEL_AGE_CATEGORIES)[number];

/** The header a channel authenticates with. */
export const API_KEY_HEADER = 'X-Api-Key';

const ref = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const optionalRef = (code: ErrorCode) =>
  ref(code)
    .nullish()
    .transform((v) => v ?? null);
const quantity = () => z.int({ error: 'QUANTITY_MUST_BE_POSITIVE' }).positive({ error: 'QUANTITY_MUST_BE_POSITIVE' });
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { error: 'TOO_LONG' }).default([]);
/** ISO codes are matched case-insensitively against the reference lists. */
const isoCode = (length: number) =>
  zOptionalText(40).refine((v) => v === null || new RegExp(`^[A-Za-z]{${length}}$`).test(v), {
    error: 'INVALID_TYPE',
  });

export const importCustomerSchema = z.object({
  /** A civility code of the site (M, MME, ...); unknown codes are left blank. */
  civility: zOptionalText(10),
  firstName: zOptionalText(80),
  lastName: zRequiredText(80),
  address1: zOptionalText(120),
  address2: zOptionalText(120),
  postalCode: zOptionalText(10),
  town: zOptionalText(80),
  /** ISO 3166-1 alpha-2. */
  country: isoCode(2),
  email: zEmail(),
  phone: zPhone(),
  /** ISO 639-1. */
  language: isoCode(2),
});

export const importStaySchema = z
  .object({
    placeTypeId: optionalRef('ITEM_REQUIRED'),
    placeId: optionalRef('PLACE_REQUIRED'),
    arrival: zIsoDay(),
    departure: zIsoDay(),
    equipment: z
      .enum(EQUIPMENT_BROUGHT, { error: 'INVALID_TYPE' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((s) => s.arrival < s.departure, { path: ['departure'], error: 'START_AFTER_END' })
  .refine((s) => s.placeTypeId !== null || s.placeId !== null, { path: ['placeTypeId'], error: 'REQUIRED' });

export const importOccupantSchema = z.object({
  category: z.enum(CHANNEL_AGE_CATEGORIES, { error: 'INVALID_TYPE' }),
  firstName: zOptionalText(80),
  lastName: zOptionalText(80),
  /** When given, the age on the arrival day chooses the category. */
  birthDate: zOptionalIsoDay(),
});
export type ImportOccupant = z.infer<typeof importOccupantSchema>;

export const importPayloadSchema = z.object({
  /** The channel's booking reference: posting it again updates the import. */
  reference: zRequiredText(60),
  customer: importCustomerSchema,
  stay: importStaySchema,
  occupants: z.array(importOccupantSchema, { error: 'REQUIRED' }).min(1, { error: 'REQUIRED' }).max(60, {
    error: 'TOO_LONG',
  }),
  animals: list(z.object({ animalTypeId: ref('ITEM_REQUIRED'), quantity: quantity().default(1) }), 20),
  vehicles: list(
    z.object({ vehicleTypeId: ref('ITEM_REQUIRED'), brand: zOptionalText(60), plate: zOptionalText(20) }),
    20,
  ),
  extras: list(z.object({ extraId: ref('ITEM_REQUIRED'), quantity: quantity() }), 50),
  /** The price the channel sold the stay at, and what the customer already paid it. */
  amountCents: zCents(),
  paidCents: zCents().default(0),
  comment: zOptionalText(2000),
});
export type ImportPayload = z.infer<typeof importPayloadSchema>;

export const importCriteriaSchema = z.object({
  decision: z.enum(IMPORT_DECISIONS).optional(),
  integrationFlag: z.enum(INTEGRATION_FLAGS).optional(),
  /** Arrivals from .. to (inclusive). */
  arrivalFrom: zOptionalIsoDay(),
  arrivalTo: zOptionalIsoDay(),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(20),
});
export type ImportCriteria = z.infer<typeof importCriteriaSchema>;

export const acceptSchema = z.object({ forced: z.boolean({ error: 'INVALID_TYPE' }).default(false) });
export const refuseSchema = z.object({
  reason: z
    .string({ error: 'REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REASON_REQUIRED' })
    .max(200, { error: 'TOO_LONG' }),
  forced: z.boolean({ error: 'INVALID_TYPE' }).default(false),
});

export const apiKeyInputSchema = z.object({
  channelId: ref('ITEM_REQUIRED'),
  label: zRequiredText(80),
});

/** A row of /booking-import-list. */
export interface ImportRow {
  id: number;
  channelId: number;
  channelLabel: string;
  externalReference: string;
  receivedAt: string;
  customerName: string;
  customerEmail: string | null;
  arrivalDate: string;
  departureDate: string;
  placeTypeId: number | null;
  placeTypeLabel: string | null;
  placeId: number | null;
  placeNumber: string | null;
  personsCount: number;
  amountCents: number;
  paidCents: number;
  decision: ImportDecision;
  isForced: boolean;
  integrationFlag: IntegrationFlag;
  bookingId: number | null;
  customerId: number | null;
  integrationError: string | null;
}

/** /booking-import/:bookingImportId: the row, the decision's trail and the JSON as received. */
export interface ImportDetail extends ImportRow {
  bookingKind: number | null;
  bookingCode: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  refusalReason: string | null;
  payload: ImportPayload;
}

export interface ApiKeyRow {
  id: number;
  channelId: number;
  channelLabel: string;
  label: string;
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer to a key generation: the only time the key itself is shown. */
export interface NewApiKey extends ApiKeyRow {
  key: string;
}
