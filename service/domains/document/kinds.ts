// The kinds of document a campsite sends or prints. Each has its models (one per language) and is
// what a sent e-mail is filed under in the history.
export const DOCUMENT_KINDS = [
  'quote',
  'option',
  'option_relaunch',
  'reservation',
  'payment',
  'surety',
  'balance',
  'pre_stay',
  'rent_receipt',
  'invoice',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  quote: 'Devis',
  option: 'Option',
  option_relaunch: "Relance d'option",
  reservation: 'Confirmation de réservation',
  payment: 'Reçu de règlement',
  surety: 'Demande de caution',
  balance: 'Rappel de solde',
  pre_stay: 'Avant le séjour',
  rent_receipt: 'Quittance de loyer',
  invoice: 'Facture',
};
