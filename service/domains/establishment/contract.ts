import { z } from 'zod';
import { zEmail, zId, zOptionalText, zPhone, zRequiredText, zSiret } from '../../validation';

const ref = () =>
  z
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null);
const pattern = (re: RegExp) => zOptionalText(40).refine((v) => v === null || re.test(v), { error: 'INVALID_TYPE' });

export const establishmentInputSchema = z.object({
  id: zId(),
  corporateName: zRequiredText(120),
  shortName: zOptionalText(40),
  legalForm: zOptionalText(40),
  capitalCents: z
    .int({ error: 'INVALID_NUMBER' })
    .min(0, { error: 'INVALID_NUMBER' })
    .nullish()
    .transform((v) => v ?? null),
  /** APE/NAF: 4 digits and a letter, dot optional (55.30Z). */
  nafCode: pattern(/^\d{2}\.?\d{2}[A-Za-z]$/),
  siret: zSiret(),
  siren: pattern(/^\d{9}$/),
  rcs: zOptionalText(80),
  tradeRegisterNumber: zOptionalText(80),
  registrationCity: zOptionalText(80),
  /** Intra-EU VAT number: country prefix and 2 to 13 characters (FR + 11 digits). */
  vatNumber: pattern(/^[A-Z]{2}[0-9A-Z]{2,13}$/),
  address1: zOptionalText(120),
  address2: zOptionalText(120),
  postalCode: zOptionalText(10),
  town: zOptionalText(80),
  countryId: ref(),
  phone: zPhone(),
  email: zEmail(),
  website: zOptionalText(200).refine((v) => v === null || /^https?:\/\/\S+\.\S+$/.test(v), { error: 'INVALID_URL' }),
});
export type EstablishmentInput = z.infer<typeof establishmentInputSchema>;

export interface CurrencyDto {
  id: number;
  isoCode: string;
  name: string;
  symbol: string;
  exchangeRate: number;
  isDefault: boolean;
}

export const currencyInputSchema = z.object({
  id: zId(),
  isoCode: z
    .string({ error: 'REQUIRED' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'INVALID_TYPE' }),
  name: zRequiredText(60),
  symbol: zRequiredText(5),
  exchangeRate: z
    .number({ error: 'INVALID_NUMBER' })
    .positive({ error: 'INVALID_NUMBER' })
    .max(1e6, { error: 'INVALID_NUMBER' }),
  isDefault: z.boolean().default(false),
});
export type CurrencyInput = z.infer<typeof currencyInputSchema>;

export const currencyCriteriaSchema = z.object({ name: z.string().trim().max(60).optional() });

export const preferenceGroupInputSchema = z.object({
  providerId: z.int({ error: 'REQUIRED_INTEGER' }).min(1, { error: 'REQUIRED_INTEGER' }),
  type: z.literal('GROUPE').default('GROUPE'),
  isClientSyncActive: z.boolean().default(false),
});
export type PreferenceGroupInput = z.infer<typeof preferenceGroupInputSchema>;
