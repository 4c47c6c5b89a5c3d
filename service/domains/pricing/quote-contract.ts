// What `POST /rest/price/quote` takes: a stay on a place type (or a place), public or for a
// partner, with its occupants by age category, animals, vehicles, extras, a promo code and the
// booking date (the clock's today when absent). A grid (and one of its versions) may be imposed:
// the booking sheet re-prices a stay with the version it was priced with.
import { z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zIsoDay, zOptionalIsoDay, zOptionalText } from '../../validation';

const optionalId = (code: ErrorCode) =>
  z
    .int({ error: code })
    .positive({ error: code })
    .nullish()
    .transform((v) => v ?? null);
const quantity = () => z.int({ error: 'QUANTITY_MUST_BE_POSITIVE' }).positive({ error: 'QUANTITY_MUST_BE_POSITIVE' });
const ref = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const list = <T extends z.ZodType>(item: T) => z.array(item).max(50, { error: 'TOO_LONG' }).default([]);

export const TAX_EXEMPTION_REASONS = ['seasonalWorker', 'emergencyHousing', 'other'] as const;

export const quoteRequestSchema = z
  .object({
    placeTypeId: optionalId('PLACE_REQUIRED'),
    placeId: optionalId('PLACE_REQUIRED'),
    gridId: optionalId('PRICE_GRID_REQUIRED'),
    historyVersion: optionalId('PRICE_GRID_REQUIRED'),
    partnerId: optionalId('PARTNER_REQUIRED'),
    arrival: zIsoDay(),
    departure: zIsoDay(),
    occupants: list(
      z.object({
        ageCategoryId: ref('NO_AGE_CATEGORY'),
        count: quantity(),
        /** An exemption of the tourist tax other than age, with its reason. */
        exemption: z
          .object({ reason: z.enum(TAX_EXEMPTION_REASONS, { error: 'REASON_REQUIRED' }), note: zOptionalText(200) })
          .nullish()
          .transform((v) => (v ? { reason: v.reason, ...(v.note ? { note: v.note } : {}) } : null)),
      }),
    ),
    animals: list(z.object({ animalTypeId: ref('ITEM_REQUIRED'), quantity: quantity() })),
    vehicles: list(z.object({ vehicleTypeId: ref('ITEM_REQUIRED'), quantity: quantity() })),
    extras: list(z.object({ extraId: ref('ITEM_REQUIRED'), quantity: quantity() })),
    promoCode: zOptionalText(40),
    bookingDate: zOptionalIsoDay(),
    language: zOptionalText(5),
    /** A booking received from an online channel: it pays booking fees only when the fee preference says so. */
    isOnline: z.boolean({ error: 'INVALID_TYPE' }).optional(),
  })
  .refine((q) => q.placeTypeId !== null || q.placeId !== null, { path: ['placeTypeId'], error: 'PLACE_REQUIRED' })
  .refine((q) => q.historyVersion === null || q.gridId !== null, { path: ['gridId'], error: 'PRICE_GRID_REQUIRED' })
  .refine((q) => q.arrival < q.departure, { path: ['departure'], error: 'START_AFTER_END' });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
