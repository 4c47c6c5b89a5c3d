import { z } from 'zod';
import { zEmail, zId, zOptionalIsoDay, zOptionalText, zPhone, zSiret } from '../../validation';

const ref = () =>
  z
    .int({ error: 'REQUIRED_INTEGER' })
    .positive()
    .nullish()
    .transform((v) => v ?? null);

export const addressSchema = z.object({
  address1: zOptionalText(120),
  address2: zOptionalText(120),
  address3: zOptionalText(120),
  postalCode: zOptionalText(10),
  town: zOptionalText(80),
  countryId: ref(),
});
export type Address = z.infer<typeof addressSchema>;

export const customerInputSchema = z.object({
  id: zId(),
  /** Blank on a new customer: the next code is given. */
  code: zOptionalText(20),
  civilityId: ref(),
  firstName: zOptionalText(80),
  lastName: zOptionalText(80),
  addressList: z.array(addressSchema).max(5, { error: 'TOO_LONG' }).default([]),
  phone: zPhone(),
  mobile: zPhone(),
  email: zEmail(),
  birthDate: zOptionalIsoDay(),
  birthPlace: zOptionalText(80),
  nationalityId: ref(),
  languageId: ref(),
  isLegalEntity: z.boolean().default(false),
  companyName: zOptionalText(120),
  siret: zSiret(),
  vatNumber: zOptionalText(20),
  newsletter: z.boolean().default(false),
  loyaltyNumber: zOptionalText(40),
  notes: zOptionalText(4000),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

export type CustomerDto = Omit<CustomerInput, 'code'> & { code: string; createdAt: string; updatedAt: string };

export const customerCriteriaSchema = z.object({
  /** Prefix of the last name (or company name for legal entities), accents and case ignored. */
  name: z.string().trim().max(80).optional(),
  /** Free search on name, code, e-mail and phones: at least 3 characters. */
  q: z.string().trim().max(80).optional(),
  code: z.string().trim().max(20).optional(),
  email: z.string().trim().max(254).optional(),
  town: z.string().trim().max(80).optional(),
  postalCode: z.string().trim().max(10).optional(),
  isLegalEntity: z.boolean().optional(),
  newsletter: z.boolean().optional(),
});
export type CustomerCriteria = z.infer<typeof customerCriteriaSchema>;

/** What the « possible duplicates » check reads of the customer being created. */
export const duplicateCheckSchema = z.object({
  isLegalEntity: z.boolean().default(false),
  lastName: zOptionalText(80),
  firstName: zOptionalText(80),
  companyName: zOptionalText(120),
  email: zOptionalText(254),
  phone: zOptionalText(40),
  mobile: zOptionalText(40),
});
export type DuplicateCheckInput = z.infer<typeof duplicateCheckSchema>;

/** An existing customer of the same name and e-mail or phone: the card the form links to. */
export type PossibleDuplicate = Pick<
  CustomerDto,
  'id' | 'code' | 'isLegalEntity' | 'lastName' | 'firstName' | 'companyName' | 'email' | 'phone' | 'mobile'
>;
