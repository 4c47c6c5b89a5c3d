// What every invoice prints about payment: the terms and the late-payment penalty rate, fields of
// the sale preferences. Both are frozen into an invoice when it is issued (its payment terms
// text), so a later change never alters an invoice already issued.
import { field, withHint } from '../../settings/definition';

/** The terms most campsites print: payment on receipt, no discount for early payment. */
export const DEFAULT_PAYMENT_TERMS = 'Paiement à réception de la facture. Pas d’escompte pour paiement anticipé.';

export const invoiceTermsFields = {
  paymentTerms: withHint(
    field.textarea('Conditions de paiement des factures', DEFAULT_PAYMENT_TERMS, 300),
    'Imprimées sur chaque facture, avec sa date d’échéance et les conditions d’escompte.',
  ),
  latePenaltyBp: withHint(
    field.percent('Taux annuel des pénalités de retard', 1_200),
    'Au moins trois fois le taux d’intérêt légal ; imprimé sur chaque facture.',
  ),
};
