// Special offers: the generic list, and the French words of the offer's choices shared by the
// wizard, its summary and the channel view.

import { offerInputSchema } from '../../../service/domains/pricing/offer-contract';
import type { SpecialOfferRow } from '../../../service/domains/pricing/rows-contract';
import type { EntityUi } from '../../entity/types';

export type Offer = SpecialOfferRow & { gridIds?: number[] };

/** The offer types, as the edit answer's `availableOfferType` names them. */
export const OFFER_TYPE_LABELS: Record<number, string> = {
  1: 'Moins x euros',
  2: 'Moins x pour cent',
  3: 'Frais de dossier',
  4: 'x nuits pour y nuits',
  5: 'Prix barré',
  6: 'Prestation incluse',
  7: 'Dernière minute',
  8: 'Réservation anticipée',
};

/** Choice lists the service does not send (fixed enumerations of the contract). */
export const offerChoices = {
  availableReductionUnit: [
    { id: 'euro', label: 'Euros' },
    { id: 'percent', label: 'Pour cent' },
  ],
  availableApplication: [
    { id: 'accommodation', label: "L'hébergement" },
    { id: 'accommodationAndOccupants', label: "L'hébergement et les occupants" },
    { id: 'stay', label: 'Le séjour et ses prestations' },
  ],
  availableVisibility: [
    { id: 'competition', label: 'En concurrence (la meilleure offre l’emporte)' },
    { id: 'duplicate', label: 'Cumulable avec les autres offres' },
    { id: 'dominant', label: 'Dominante (s’applique seule)' },
  ],
  availableDepositMode: [
    { id: 'fixed', label: 'Montant fixe' },
    { id: 'percent', label: 'Pourcentage du séjour' },
    { id: 'startedWeek', label: 'Semaine commencée' },
    { id: 'firstNight', label: 'Première nuit' },
    { id: 'full', label: 'Totalité du séjour' },
  ],
  availableBookingFeeMode: [
    { id: 'free', label: 'Offerts' },
    { id: 'amount', label: 'Montant fixe' },
  ],
  availableServiceKind: [
    { id: 'extra', label: 'Extra' },
    { id: 'animal', label: 'Animal' },
    { id: 'vehicle', label: 'Véhicule' },
  ],
} as const;

/** The French label of a fixed choice ('competition' → 'En concurrence...'). */
export function choiceLabel(list: keyof typeof offerChoices, id: unknown): string {
  return offerChoices[list].find((c) => c.id === id)?.label ?? '';
}

/** Percent offers (type 2, or 7 and 8 in percent) carry basis points; the others cents. */
export const isPercentOffer = (o: { type: unknown; reductionUnit: unknown }) =>
  o.type === 2 || ((o.type === 7 || o.type === 8) && o.reductionUnit === 'percent');

export const offerUi: EntityUi<Offer> = {
  name: 'special-offer-list',
  base: 'price/special-offer',
  functionality: 'extra_pricing_special_offer_list',
  title: 'Offres spéciales',
  itemTitle: (o) => o.labels.fr ?? `Offre ${o.id}`,
  listPath: '/special-offer-list',
  detailPath: (id) => `/special-offer/${id}`,
  columns: [
    { key: 'order', title: 'Ordre', sortable: true, width: 70 },
    { key: 'labels', title: 'Libellé', render: (o) => o.labels.fr },
    { key: 'type', title: 'Type', sortable: true, width: 170, render: (o) => OFFER_TYPE_LABELS[o.type] },
    { key: 'offerStartDate', title: 'Réservable du', sortable: true, format: 'date', width: 120 },
    { key: 'offerEndDate', title: 'au', format: 'date', width: 110 },
    { key: 'stayStartDate', title: 'Séjours du', sortable: true, format: 'date', width: 110 },
    { key: 'stayEndDate', title: 'au', format: 'date', width: 110 },
    { key: 'promoCode', title: 'Code promo', width: 110 },
    { key: 'isActive', title: 'Actif', format: 'bool', width: 70 },
  ],
  filters: [
    { name: 'promoCode', label: 'Code promo', kind: 'text' },
    { name: 'isActive', label: 'Actif', kind: 'bool' },
  ],
  // The wizard lays out its own fields step by step (offer-steps.ts).
  fields: [],
  schema: offerInputSchema,
  canOrder: true,
  canActivate: true,
};
