// What crosses the wire for a special offer: every field of the wizard's steps (offer type, offer
// period, price grids, stay period, reduction, application, persons, down payment and booking fee,
// payment methods, validity, labels per language, visibility, promo code), flat. The engine's
// `offerError` refuses what the wizard refuses, here by field.
import { type RefinementCtx, z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import { zCents, zId, zIsoDay, zOptionalIsoDay, zOptionalText } from '../../validation';
import { OPTION_KINDS } from './grid-contract';
import { offerError } from './offers';
import type { OfferApplication, OfferType, OfferVisibility, SpecialOffer } from './types';

export const OFFER_TYPES = [
  { id: 1, label: 'Moins x euros' },
  { id: 2, label: 'Moins x pour cent' },
  { id: 3, label: 'Frais de dossier' },
  { id: 4, label: 'x nuits pour y nuits' },
  { id: 5, label: 'Prix barré' },
  { id: 6, label: 'Prestation incluse' },
  { id: 7, label: 'Dernière minute' },
  { id: 8, label: 'Réservation anticipée' },
] as const;
export const OFFER_VISIBILITIES = [
  'competition',
  'duplicate',
  'dominant',
] as const satisfies readonly OfferVisibility[];
export const OFFER_APPLICATIONS = [
  'accommodation',
  'accommodationAndOccupants',
  'stay',
] as const satisfies readonly OfferApplication[];
export const REDUCTION_UNITS = ['euro', 'percent'] as const;
export const OFFER_DEPOSIT_MODES = ['fixed', 'percent', 'startedWeek', 'firstNight', 'full'] as const;
export const OFFER_FEE_MODES = ['free', 'amount'] as const;

const optionalCount = () =>
  z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: 'VALIDATION' })
    .nullish()
    .transform((v) => v ?? null);

const offerFields = z.object({
  id: zId(),
  type: z
    .int({ error: 'OFFER_TYPE_REQUIRED' })
    .refine((t) => OFFER_TYPES.some((o) => o.id === t), { error: 'OFFER_TYPE_REQUIRED' })
    .transform((t) => t as OfferType), // one of OFFER_TYPES, checked above
  /** Label per language code ('fr', 'en'...): French at least. */
  labels: z
    .record(z.string().min(2).max(5), z.string().trim().max(120, { error: 'TOO_LONG' }), { error: 'LABEL_REQUIRED' })
    .refine((l) => (l.fr ?? '').length > 0, { error: 'LABEL_REQUIRED' }),
  offerStartDate: zIsoDay(),
  offerEndDate: zIsoDay(),
  stayStartDate: zIsoDay(),
  stayEndDate: zIsoDay(),
  validityStartDate: zOptionalIsoDay(),
  validityEndDate: zOptionalIsoDay(),
  gridIds: z
    .array(z.int({ error: 'PRICE_GRID_REQUIRED' }).positive())
    .max(200, { error: 'TOO_LONG' })
    .default([]),
  minNights: optionalCount(),
  maxNights: optionalCount(),
  reduction: z
    .int({ error: 'OFFER_REDUCTION_REQUIRED' })
    .nullish()
    .transform((v) => v ?? null),
  reductionUnit: z.enum(REDUCTION_UNITS, { error: 'REQUIRED' }).default('euro'),
  application: z.enum(OFFER_APPLICATIONS, { error: 'REQUIRED' }).default('accommodation'),
  minPersons: optionalCount(),
  maxPersons: optionalCount(),
  nightsStayed: optionalCount(),
  nightsPaid: optionalCount(),
  daysBeforeArrival: optionalCount(),
  serviceKind: optionalEnum(OPTION_KINDS),
  serviceRefId: optionalCount(),
  depositMode: optionalEnum(OFFER_DEPOSIT_MODES),
  depositRate: optionalCount(),
  depositAmountCents: optionalCount(),
  depositBalanceDays: optionalCount(),
  bookingFeeMode: optionalEnum(OFFER_FEE_MODES),
  bookingFeeCents: zCents()
    .nullish()
    .transform((v) => v ?? null),
  paymentMethodIds: z.array(z.int().positive()).max(50, { error: 'TOO_LONG' }).default([]),
  visibility: z.enum(OFFER_VISIBILITIES, { error: 'REQUIRED' }).default('competition'),
  promoCode: zOptionalText(40),
  isActive: z.boolean().default(true),
  order: z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).default(0),
});
export type OfferInput = z.infer<typeof offerFields>;

const range = (startDate: string, endDate: string) => ({ startDate, endDate });

/** The engine's offer of a form or a row (the same flat fields). */
export function engineOfferOf(o: Omit<OfferInput, 'isActive' | 'order'>): SpecialOffer {
  return {
    id: o.id,
    type: o.type,
    labels: o.labels,
    offerPeriod: range(o.offerStartDate, o.offerEndDate),
    stayPeriod: range(o.stayStartDate, o.stayEndDate),
    validity: o.validityStartDate && o.validityEndDate ? range(o.validityStartDate, o.validityEndDate) : null,
    gridIds: o.gridIds,
    minNights: o.minNights,
    maxNights: o.maxNights,
    reduction: o.reduction,
    reductionUnit: o.type === 2 ? 'percent' : o.reductionUnit,
    application: o.application,
    minPersons: o.minPersons,
    maxPersons: o.maxPersons,
    nightsStayed: o.nightsStayed,
    nightsPaid: o.nightsPaid,
    daysBeforeArrival: o.daysBeforeArrival,
    service: o.serviceKind && o.serviceRefId ? { kind: o.serviceKind, refId: o.serviceRefId } : null,
    depositOverride: o.depositMode
      ? {
          mode: o.depositMode,
          rateBp: o.depositRate,
          amountCents: o.depositAmountCents,
          balanceDaysBeforeArrival: o.depositBalanceDays ?? 0,
        }
      : null,
    bookingFeeOverride:
      o.bookingFeeMode === 'free'
        ? { mode: 'free' }
        : o.bookingFeeMode === 'amount'
          ? { mode: 'amount', cents: o.bookingFeeCents ?? 0 }
          : null,
    paymentMethodIds: o.paymentMethodIds,
    visibility: o.visibility,
    promoCode: o.promoCode,
  };
}

/** The field each of the engine's offer errors belongs to. */
function fieldOf(code: ErrorCode, o: OfferInput): string {
  if (code === 'OFFER_TYPE_REQUIRED') return 'type';
  if (code === 'OFFER_PRICE_GRID_REQUIRED') return 'gridIds';
  if (code === 'START_AFTER_END') return o.offerStartDate > o.offerEndDate ? 'offerEndDate' : 'stayEndDate';
  if (code === 'CONFIGURATION_NOT_POSSIBLE') return 'nightsStayed';
  return 'reduction';
}

function report(ctx: RefinementCtx, field: string, code: ErrorCode) {
  ctx.addIssue({ code: 'custom', message: code, path: [field] });
}

export const offerInputSchema = offerFields.superRefine((o, ctx) => {
  const code = offerError(engineOfferOf(o));
  if (code) report(ctx, fieldOf(code, o), code);
  if ((o.type === 2 || o.reductionUnit === 'percent') && (o.reduction ?? 0) > 10_000)
    report(ctx, 'reduction', 'INVALID_NUMBER');
  if (o.minNights !== null && o.maxNights !== null && o.maxNights < o.minNights)
    report(ctx, 'maxNights', 'INVALID_NUMBER');
  if (o.minPersons !== null && o.maxPersons !== null && o.maxPersons < o.minPersons)
    report(ctx, 'maxPersons', 'MAX_PERSONS_BELOW_MIN');
  if ((o.validityStartDate === null) !== (o.validityEndDate === null))
    report(ctx, o.validityStartDate === null ? 'validityStartDate' : 'validityEndDate', 'REQUIRED');
  else if (o.validityStartDate && o.validityEndDate && o.validityStartDate > o.validityEndDate)
    report(ctx, 'validityEndDate', 'START_AFTER_END');
  if (o.type === 6 && (o.serviceKind === null || o.serviceRefId === null)) report(ctx, 'serviceRefId', 'ITEM_REQUIRED');
  if ((o.type === 7 || o.type === 8) && o.daysBeforeArrival === null) report(ctx, 'daysBeforeArrival', 'REQUIRED');
});

export const offerCriteriaSchema = z.object({
  promoCode: z.string().trim().max(40).optional(),
  type: z.int().min(1).max(8).optional(),
  isActive: z.boolean().optional(),
});
export type OfferCriteria = z.infer<typeof offerCriteriaSchema>;
