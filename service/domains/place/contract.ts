// What crosses the wire for places and their reference data: enumerations with their French
// labels, input schemas (catalogue code per field) and search criteria. The UI imports these.
import { z } from 'zod';
import { zChosen, zId, zIsoDay, zOptionalIsoDay, zOptionalText, zRequiredText } from '../../validation';
import { hasAtLeastOneNight } from './rules';

/** A choice of an enumeration as the edit answers offer it (`availableKind`...). */
export interface Choice<T extends string = string> {
  readonly id: T;
  readonly label: string;
}

const choices = <const T extends string>(list: readonly Choice<T>[]) => list;
const idsOf = <T extends string>(list: readonly Choice<T>[]) => list.map((c) => c.id) as [T, ...T[]];

export const placeKinds = choices([
  { id: 'PITCH', label: 'Emplacement' },
  { id: 'MOBILE_HOME', label: 'Mobil-home' },
  { id: 'CHALET', label: 'Chalet' },
  { id: 'TENT', label: 'Tente' },
  { id: 'PARCEL', label: 'Parcelle' },
]);
export type PlaceKind = (typeof placeKinds)[number]['id'];

/** The INSEE frequentation survey's categories of a pitch. */
export const inseeTypes = choices([
  { id: 'BARE_PITCH', label: 'Emplacement nu' },
  { id: 'RENTAL', label: 'Locatif' },
  { id: 'RESIDENTIAL', label: 'Résidentiel' },
]);
export type InseeType = (typeof inseeTypes)[number]['id'];

export const channelKinds = choices([
  { id: 'RECEPTION', label: 'Réception' },
  { id: 'WEBSITE', label: 'Site internet' },
  { id: 'OTA', label: 'Place de marché / OTA' },
  { id: 'TOUR_OPERATOR', label: 'Tour-opérateur' },
]);
export type ChannelKind = (typeof channelKinds)[number]['id'];

/** Availability counted place by place, or as a quantity per place type. */
export const availabilityModes = choices([
  { id: 'PLACE', label: 'Par emplacement' },
  { id: 'PLACE_TYPE', label: "Par type d'hébergement (quantité)" },
]);
export type AvailabilityMode = (typeof availabilityModes)[number]['id'];

/** Place ordering: by equipment and number, equipment and name, number, name. */
export const placeOrderings = choices([
  { id: 'TYPE_NUMBER', label: 'Par équipement et numéro' },
  { id: 'TYPE_NAME', label: 'Par équipement et nom' },
  { id: 'NUMBER', label: 'Par numéro' },
  { id: 'NAME', label: 'Par nom' },
]);
export type PlaceOrdering = (typeof placeOrderings)[number]['id'];

const oneOf = <T extends string>(list: readonly Choice<T>[]) => z.enum(idsOf(list), { error: 'REQUIRED' });
const count = () =>
  z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'INVALID_NUMBER' }).max(100_000, 'INVALID_NUMBER');
const optionalCount = () =>
  z
    .int({ error: 'REQUIRED_INTEGER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .max(10_000_000, 'INVALID_NUMBER')
    .nullish()
    .transform((v) => v ?? null);
/** An optional reference to another row: a positive id or null. */
const ref = () =>
  z
    .int({ error: 'VALIDATION' })
    .positive({ error: 'VALIDATION' })
    .nullish()
    .transform((v) => v ?? null);
const color = () =>
  zOptionalText(7).refine((v) => v === null || /^#[0-9a-fA-F]{6}$/.test(v), { error: 'INVALID_TYPE' });
const listed = {
  isActive: z.boolean().default(true),
  order: z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'INVALID_NUMBER' }).default(0),
};

export const layoutInputSchema = z.object({
  id: zId(),
  label: zRequiredText(50),
  description: zOptionalText(500),
  ...listed,
});
export type LayoutInput = z.infer<typeof layoutInputSchema>;

export const featureInputSchema = z.object({
  id: zId(),
  label: zRequiredText(50),
  icon: zOptionalText(40),
  color: color(),
  ...listed,
});
export type FeatureInput = z.infer<typeof featureInputSchema>;

export const placeFamilyInputSchema = z.object({ id: zId(), label: zRequiredText(50), color: color(), ...listed });
export type PlaceFamilyInput = z.infer<typeof placeFamilyInputSchema>;

export const placeTypeInputSchema = z
  .object({
    id: zId(),
    label: zRequiredText(60),
    shortCode: zRequiredText(10),
    familyId: ref(),
    kind: oneOf(placeKinds),
    capacity: count(),
    minPersons: count(),
    maxPersons: count(),
    surface: optionalCount(),
    beds: count(),
    bedrooms: count(),
    inseeType: oneOf(inseeTypes),
    isInseeIncluded: z.boolean().default(true),
    accountingCode: zOptionalText(20),
    // A VAT rate must be chosen: a guessed rate would put the wrong VAT on the type's invoices.
    tvaId: zChosen('VAT_RATE_REQUIRED'),
    ...listed,
  })
  // Max persons below min is refused, shown on the maximum.
  .refine((t) => t.maxPersons >= t.minPersons, { path: ['maxPersons'], error: 'MAX_PERSONS_BELOW_MIN' });
export type PlaceTypeInput = z.infer<typeof placeTypeInputSchema>;

export const placeInputSchema = z.object({
  id: zId(),
  number: zRequiredText(20),
  name: zOptionalText(60),
  typeId: z.int({ error: 'REQUIRED' }).positive({ error: 'REQUIRED' }),
  layoutId: ref(),
  featureIds: z
    .array(z.int({ error: 'VALIDATION' }).positive({ error: 'VALIDATION' }), { error: 'VALIDATION' })
    .max(200, 'VALIDATION')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  // Absent: the type's capacity.
  capacity: count()
    .nullish()
    .transform((v) => v ?? null),
  planX: optionalCount(),
  planY: optionalCount(),
  accountingCode: zOptionalText(20),
  tvaId: ref(),
  ...listed,
});
export type PlaceInput = z.infer<typeof placeInputSchema>;

/** The most places one series creates at once. */
export const maxPlacesPerRange = 1000;
const rangeBound = () =>
  z.int({ error: 'REQUIRED_INTEGER' }).min(0, { error: 'INVALID_NUMBER' }).max(999_999, 'INVALID_NUMBER');

/** A series of places: prefix + every number from first to last, zero-padded to `digits`. */
export const placeRangeInputSchema = z
  .object({
    prefix: z
      .string({ error: 'INVALID_TYPE' })
      .trim()
      .max(10, 'TOO_LONG')
      .nullish()
      .transform((v) => v ?? ''),
    first: rangeBound(),
    last: rangeBound(),
    /** Zero-padding width (3: 7 -> 007); 0 for none. */
    digits: z
      .int({ error: 'REQUIRED_INTEGER' })
      .min(0, { error: 'INVALID_NUMBER' })
      .max(6, 'INVALID_NUMBER')
      .default(0),
    typeId: z.int({ error: 'REQUIRED' }).positive({ error: 'REQUIRED' }),
    /** The family the type was picked in: the type must belong to it. */
    familyId: ref(),
    layoutId: ref(),
    /** Absent: the type's capacity. */
    capacity: count()
      .nullish()
      .transform((v) => v ?? null),
  })
  // First number ≤ last number, shown on the last.
  .refine((r) => r.first <= r.last, { path: ['last'], error: 'PLACE_RANGE_REVERSED' })
  // At most maxPlacesPerRange places at once.
  .refine((r) => r.last - r.first < maxPlacesPerRange, { path: ['last'], error: 'PLACE_RANGE_TOO_LARGE' });
export type PlaceRangeInput = z.infer<typeof placeRangeInputSchema>;

export const accessChannelInputSchema = z.object({
  id: zId(),
  label: zRequiredText(50),
  code: zRequiredText(20).transform((c) => c.toUpperCase()),
  kind: oneOf(channelKinds),
  ...listed,
});
export type AccessChannelInput = z.infer<typeof accessChannelInputSchema>;

export const unavailabilityInputSchema = z
  .object({
    id: zId(),
    placeId: z.int({ error: 'PLACE_REQUIRED' }).positive({ error: 'PLACE_REQUIRED' }),
    startDate: zIsoDay(),
    endDate: zIsoDay(),
    reason: zRequiredText(200),
  })
  // Start date before end date (not equal), shown on the end date.
  .refine(hasAtLeastOneNight, { path: ['endDate'], error: 'START_AFTER_END' });
export type UnavailabilityInput = z.infer<typeof unavailabilityInputSchema>;

export const placeRankingInputSchema = z.object({
  stars: z
    .int({ error: 'INVALID_NUMBER' })
    .min(1, { error: 'INVALID_NUMBER' })
    .max(5, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null),
  decisionNumber: zOptionalText(40),
  decisionDate: zOptionalIsoDay(),
  touringPitches: count(),
  rentalPitches: count(),
  residentialPitches: count(),
  totalSurface: optionalCount(),
});
export type PlaceRankingInput = z.infer<typeof placeRankingInputSchema>;

export const placeSettingsInputSchema = z.object({
  availabilityMode: oneOf(availabilityModes),
  placeOrdering: oneOf(placeOrderings),
});
export type PlaceSettingsInput = z.infer<typeof placeSettingsInputSchema>;

/** The whole commercialisation grid: every (place, channel) pair sold; the rest is not. */
export const commercializationInputSchema = z.object({
  sold: z
    .array(z.object({ placeId: z.int().positive(), channelId: z.int().positive() }), { error: 'VALIDATION' })
    .max(200_000, 'VALIDATION'),
});
export type CommercializationInput = z.infer<typeof commercializationInputSchema>;

export const labelCriteriaSchema = z.object({
  label: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});
export type LabelCriteria = z.infer<typeof labelCriteriaSchema>;

export const placeTypeCriteriaSchema = labelCriteriaSchema.extend({
  familyId: z.int().positive().optional(),
  kind: z.enum(idsOf(placeKinds)).optional(),
});
export type PlaceTypeCriteria = z.infer<typeof placeTypeCriteriaSchema>;

export const placeCriteriaSchema = z.object({
  /** Number or name, contained. */
  q: z.string().trim().max(60).optional(),
  typeId: z.int().positive().optional(),
  isActive: z.boolean().optional(),
});
export type PlaceCriteria = z.infer<typeof placeCriteriaSchema>;

export const unavailabilityCriteriaSchema = z.object({
  placeId: z.int().positive().optional(),
  /** Unavailabilities covering the night of this day. */
  day: zOptionalIsoDay(),
});
export type UnavailabilityCriteria = z.infer<typeof unavailabilityCriteriaSchema>;

/** A place of the list: its row with the labels of its type and layout. */
export interface PlaceListItem {
  id: number;
  number: string;
  name: string | null;
  typeId: number;
  typeLabel: string;
  layoutLabel: string | null;
  capacity: number;
  isActive: boolean;
  order: number;
}
