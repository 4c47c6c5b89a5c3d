// Every append-only money chain, as `bivouac verify` and the verification screens walk them.
import { cashFunds, depositPayments, deposits } from '../bank-deposit/schema';
import { invoiceLines, invoices } from '../billing/schema';
import { importV1Documents } from '../import-v1/schema';
import { creditNotes, guaranteeEvents, payments } from '../payment/schema';
import { defineChain } from './chain';

export const CHAINS = {
  payment: defineChain('Paiement', payments, 'amount_cents'),
  creditNote: defineChain('Avoir', creditNotes, 'amount_cents'),
  guaranteeEvent: defineChain('État de garantie', guaranteeEvents, null),
  invoice: defineChain('Facture', invoices, 'total_cents'),
  invoiceLine: defineChain('Ligne de facture', invoiceLines, 'amount_cents'),
  deposit: defineChain('Remise en banque', deposits, 'total_cents'),
  depositPayment: defineChain('Ligne de remise', depositPayments, 'amount_cents'),
  cashFund: defineChain('Fonds de caisse', cashFunds, 'amount_cents'),
  /** The older version's payments and invoices, imported as history. */
  oldDocument: defineChain('Ancien document', importV1Documents, 'amount_cents'),
} as const;
