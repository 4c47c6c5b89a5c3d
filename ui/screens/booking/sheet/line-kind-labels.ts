// French names of the booking line kinds, as the price tab shows them.
import { LINE_KINDS, type LineKind } from '../../../../service/domains/pricing/line-kinds';

const labels: Record<LineKind, string> = {
  [LINE_KINDS.occupancy]: 'Hébergement',
  [LINE_KINDS.tax]: 'Taxe de séjour',
  [LINE_KINDS.otherTax]: 'Autre taxe',
  [LINE_KINDS.animal]: 'Animal',
  [LINE_KINDS.vehicle]: 'Véhicule',
  [LINE_KINDS.attendant]: 'Occupant',
  [LINE_KINDS.extra]: 'Extra',
  [LINE_KINDS.fees]: 'Frais de dossier',
  [LINE_KINDS.discount]: 'Remise',
  [LINE_KINDS.vacaf]: 'VACAF',
  [LINE_KINDS.insurance]: 'Assurance',
  [LINE_KINDS.specialOffer]: 'Offre spéciale',
  [LINE_KINDS.partnerCommission]: 'Commission partenaire',
  [LINE_KINDS.downPayment]: 'Acompte',
  [LINE_KINDS.downPaymentBill]: "Facture d'acompte",
  [LINE_KINDS.annexSales]: 'Ventes annexes',
  [LINE_KINDS.otherExtras]: 'Autres extras',
  [LINE_KINDS.residentialDueDate]: 'Échéance résident',
  [LINE_KINDS.residentialFees]: 'Frais résident',
  [LINE_KINDS.cancellation]: 'Annulation',
  [LINE_KINDS.earlyDeparture]: 'Départ anticipé',
  [LINE_KINDS.meter]: 'Compteur',
  [LINE_KINDS.valueGiftVoucher]: 'Bon cadeau (valeur)',
  [LINE_KINDS.serviceGiftVoucher]: 'Bon cadeau (prestation)',
};

export function lineKindLabel(kind: LineKind): string {
  return labels[kind] ?? String(kind);
}
