// What every invoice prints about payment: the terms and the late-payment penalty rate. Both are
// frozen into the invoice when it is issued (its payment terms text), so a later change of these
// preferences never alters an invoice already issued.
import { defineSettings, field, withHint } from '../../settings/definition';

/** The terms most campsites print: payment on receipt, no discount for early payment. */
export const DEFAULT_PAYMENT_TERMS = 'Paiement à réception de la facture. Pas d’escompte pour paiement anticipé.';

export const invoicePreference = defineSettings({
  key: 'invoice',
  path: '/preference/invoice',
  title: 'Préférences de facturation',
  fields: {
    paymentTerms: withHint(
      field.textarea('Conditions de paiement', DEFAULT_PAYMENT_TERMS, 300),
      'Imprimées sur chaque facture, avec sa date d’échéance et les conditions d’escompte.',
    ),
    latePenaltyBp: withHint(
      field.percent('Taux annuel des pénalités de retard', 1_200),
      'Au moins trois fois le taux d’intérêt légal ; imprimé sur chaque facture.',
    ),
  },
});
