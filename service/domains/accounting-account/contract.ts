// What crosses the wire for accounting accounts, and the kinds an account is used for.
import { z } from 'zod';
import { zId, zOneOf, zRequiredText } from '../../validation';

/** What an account is used for in the export (its PCG class follows from the code's first digit). */
export const ACCOUNT_KINDS = [
  { id: 1, label: 'Client (classe 4)' },
  { id: 2, label: 'Fournisseur (classe 4)' },
  { id: 3, label: 'TVA (classe 4)' },
  { id: 4, label: 'Taxe de séjour (classe 4)' },
  { id: 5, label: 'Règlement / trésorerie (classe 5)' },
  { id: 6, label: 'Charge (classe 6)' },
  { id: 7, label: 'Vente (classe 7)' },
  { id: 8, label: 'Autre' },
] as const;

export const accountingAccountInputSchema = z.object({
  id: zId(),
  /** An account number of the French chart: starts with its class 1-8, digits and letters. */
  code: zRequiredText(20)
    .transform((c) => c.toUpperCase())
    .refine((c) => /^[1-8][0-9A-Z]*$/.test(c), { error: 'INVALID_TYPE' }),
  label: zRequiredText(80),
  kind: zOneOf(ACCOUNT_KINDS, 'REQUIRED'),
  isActive: z.boolean().default(true),
});
export type AccountingAccountInput = z.infer<typeof accountingAccountInputSchema>;

export const accountingAccountCriteriaSchema = z.object({
  code: z.string().trim().max(20).optional(),
  label: z.string().trim().max(100).optional(),
  kind: z.int().positive().optional(),
  isActive: z.boolean().optional(),
});
