// French words and tag colours of an import's decision and integration flag.
import type { ImportDecision, IntegrationFlag } from '../../../../service/domains/booking-import/contract';

export const decisionLabels: Record<ImportDecision, { label: string; color: string }> = {
  PENDING: { label: 'En attente', color: 'gold' },
  ACCEPTED: { label: 'Acceptée', color: 'green' },
  REFUSED: { label: 'Refusée', color: 'red' },
};

export const flagLabels: Record<IntegrationFlag, { label: string; color: string }> = {
  BLANK: { label: '—', color: 'default' },
  TO_INTEGRATE: { label: 'À intégrer', color: 'blue' },
  PROCESSED: { label: 'Déjà traitée', color: 'purple' },
};

export const channelCategoryLabels = { adult: 'Adulte', child: 'Enfant', baby: 'Bébé' } as const;

/** The booking sheet's resume form of an integrated import. */
export function bookingResumePath(bookingId: number, customerId: number, kind: number): string {
  return `/new-booking/resume/${bookingId}/0/-1/0/${customerId}/${kind}`;
}
