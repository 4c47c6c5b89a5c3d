// What crosses the wire for partners, their types, commissions, payment terms and discounts.
// Business rules of rules.ts run inside the schemas, so the form refuses what the service refuses.
import { type RefinementCtx, z } from 'zod';
import type { ErrorCode } from '../../errors/catalogue';
import {
  zCents,
  zColor,
  zEmail,
  zId,
  zIsoDay,
  zOptionalIsoDay,
  zOptionalText,
  zPhone,
  zRequiredText,
} from '../../validation';
import { depositTermsErrors, type FieldErrors, partnerPeriodErrors, RATE_MAX, unitValueError } from './rules';

/** Unit types: an amount in cents, or a rate in basis points. */
export const UNIT_TYPES = ['currency', 'percent'] as const;
/** Deposit modes. */
export const DEPOSIT_MODES = ['fixed', 'percent', 'startedWeek', 'firstNight'] as const;
export const COMMISSION_BASES = ['stay', 'accommodation', 'accommodationAndExtras'] as const;
export const DISCOUNT_KINDS = ['manual', 'automatic', 'preconfigured'] as const;

/** A partner's own commission: a rate, or an amount per stay. */
export const COMMISSION_TYPES = ['percent', 'amount'] as const;

/** A choice that must be made, answering its own catalogue code ('a partner type must be chosen'). */
const chosen = (code: ErrorCode) => z.int({ error: code }).positive({ error: code });
const optionalRef = () =>
  z
    .int({ error: 'VALIDATION' })
    .positive({ error: 'VALIDATION' })
    .nullish()
    .transform((v) => v ?? null);
const rate = () =>
  z.int({ error: 'INVALID_NUMBER' }).min(0, { error: 'INVALID_NUMBER' }).max(RATE_MAX, { error: 'INVALID_NUMBER' });
const count = () =>
  z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null);
const isActive = z.boolean().default(true);
const order = z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'INVALID_NUMBER' }).default(0);

function report(ctx: RefinementCtx, errors: FieldErrors) {
  for (const [path, code] of Object.entries(errors)) {
    ctx.addIssue({
      code: 'custom',
      message: code,
      path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
}

export const paymentTermsInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    depositMode: z.enum(DEPOSIT_MODES, { error: 'REQUIRED' }),
    depositRate: rate()
      .nullish()
      .transform((v) => v ?? null),
    depositAmountCents: zCents()
      .nullish()
      .transform((v) => v ?? null),
    isFullDeposit: z.boolean().default(false),
    balanceDaysBeforeArrival: z
      .int({ error: 'REQUIRED_INTEGER' })
      .min(0, { error: 'INVALID_NUMBER' })
      .max(365, { error: 'INVALID_NUMBER' }),
    isActive,
    order,
  })
  .superRefine((t, ctx) => report(ctx, depositTermsErrors(t)));
export type PaymentTermsInput = z.infer<typeof paymentTermsInputSchema>;

export const commissionInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    unit: z.enum(UNIT_TYPES, { error: 'REQUIRED' }),
    /** Cents for `currency`, basis points for `percent`. A commission rate must be chosen. */
    value: z.int({ error: 'COMMISSION_RATE_REQUIRED' }),
    base: z.enum(COMMISSION_BASES, { error: 'REQUIRED' }).default('stay'),
    accountingCode: zOptionalText(20),
    isActive,
  })
  .superRefine((c, ctx) => {
    const code = unitValueError(c.unit, c.value);
    if (code) report(ctx, { value: code });
  });
export type CommissionInput = z.infer<typeof commissionInputSchema>;

export const discountInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(80),
    /** Choose a discount type. */
    kind: z.enum(DISCOUNT_KINDS, { error: 'DISCOUNT_TYPE_REQUIRED' }),
    unit: z.enum(UNIT_TYPES, { error: 'REQUIRED' }),
    value: z.int({ error: 'INVALID_NUMBER' }),
    minNights: count(),
    bookingStartDate: zOptionalIsoDay(),
    bookingEndDate: zOptionalIsoDay(),
    /** Choose a VAT. */
    tvaId: chosen('VAT_REQUIRED'),
    accountingCode: zOptionalText(20),
    isActive,
    order,
  })
  .superRefine((d, ctx) => {
    const code = unitValueError(d.unit, d.value);
    if (code) report(ctx, { value: code });
    const { bookingStartDate: start, bookingEndDate: end } = d;
    if (start && end && start >= end) report(ctx, { bookingEndDate: 'START_AFTER_END' });
  })
  // Conditions belong to automatic discounts only: the others keep none.
  .transform((d) =>
    d.kind === 'automatic' ? d : { ...d, minNights: null, bookingStartDate: null, bookingEndDate: null },
  );
export type DiscountInput = z.infer<typeof discountInputSchema>;

const commissionPeriodSchema = z.object({ startDate: zIsoDay(), endDate: zIsoDay(), rate: rate() });
const allotmentSchema = z.object({
  placeTypeId: z.int({ error: 'PLACE_REQUIRED' }).positive({ error: 'PLACE_REQUIRED' }),
  startDate: zIsoDay(),
  endDate: zIsoDay(),
  quantity: z.int({ error: 'INVALID_NUMBER' }).positive({ error: 'QUANTITY_MUST_BE_POSITIVE' }),
});

export const partnerInputSchema = z
  .object({
    id: zId(),
    name: zRequiredText(80),
    partnerTypeId: chosen('PARTNER_TYPE_REQUIRED'),
    managementTypeId: chosen('MANAGEMENT_TYPE_REQUIRED'),
    billingTypeId: chosen('BILLING_TYPE_REQUIRED'),
    color: zColor(),
    contactName: zOptionalText(80),
    address1: zOptionalText(120),
    address2: zOptionalText(120),
    postalCode: zOptionalText(10),
    town: zOptionalText(80),
    countryId: optionalRef(),
    email: zEmail(),
    phone: zPhone(),
    commissionType: z.enum(COMMISSION_TYPES, { error: 'REQUIRED' }).default('percent'),
    /** Basis points for `percent`, cents for `amount`. */
    commissionValue: z.int({ error: 'COMMISSION_RATE_REQUIRED' }).min(0, { error: 'INVALID_NUMBER' }),
    paymentTermsId: optionalRef(),
    accountingCode: zOptionalText(20),
    isActive,
    commissionPeriods: z.array(commissionPeriodSchema).max(100, { error: 'TOO_LONG' }).default([]),
    allotments: z.array(allotmentSchema).max(500, { error: 'TOO_LONG' }).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.commissionType === 'percent' && p.commissionValue > RATE_MAX)
      report(ctx, { commissionValue: 'INVALID_NUMBER' });
    report(ctx, partnerPeriodErrors(p));
  });
export type PartnerInput = z.infer<typeof partnerInputSchema>;
export type CommissionPeriodInput = z.infer<typeof commissionPeriodSchema>;
export type AllotmentInput = z.infer<typeof allotmentSchema>;

export const partnerCriteriaSchema = z.object({
  name: z.string().trim().max(100).optional(),
  partnerTypeId: z.int().positive().optional(),
  isActive: z.boolean().optional(),
});
export const labelActiveCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
