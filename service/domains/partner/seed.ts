// The partner lists a site starts with (inserted once): the usual kinds of partners of a French
// campsite, and how their stays are managed and billed.
import type { Db } from '../../db/connection';
import { partnerBillingTypes, partnerManagementTypes, partnerTypes } from './schema';

const lists = [
  [partnerTypes, ['Tour-opérateur', "Comité d'entreprise", 'Site de réservation', 'Agence de voyage']],
  [partnerManagementTypes, ['Allotement', 'À la demande']],
  [partnerBillingTypes, ['Facturation au partenaire', 'Facturation au client']],
] as const;

export function seedPartnerLists(db: Db, now: string): void {
  for (const [table, labels] of lists) {
    labels.forEach((label, i) => {
      db.insert(table)
        .values({ label, order: i + 1, createdAt: now, updatedAt: now })
        .run();
    });
  }
}
