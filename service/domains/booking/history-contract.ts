// What a booking's history says over the wire: the French label of each event, and an entry with
// its detail (fields before and after, price before and after, the choice taken). The history tab
// and the technical events journal read these.
import { BOOKING_KIND, type BookingKind, type HistoryEvent, type PriceUpdateChoice } from './contract';

export const HISTORY_EVENT_LABELS: Record<HistoryEvent, string> = {
  CREATED: 'Création',
  CHANGED: 'Modification',
  KIND_CHANGED: 'Changement de type',
  VALIDATED: 'Validation',
  MOVED: 'Déplacement',
  OCCUPANCY_CANCELLED: "Annulation d'occupation",
  PRESENCE: 'Arrivée / départ',
  EARLY_DEPARTURE: 'Départ anticipé',
  CANCELLED: 'Annulation',
  DELETED: 'Suppression',
  EXPIRED: 'Option échue',
  BILLED: 'Facturation',
  BILL_CANCELLED: 'Annulation de la facture',
  PAYMENT: 'Règlement',
};

/** The kinds as the history writes them. */
export const HISTORY_KIND_LABELS: Record<BookingKind, string> = {
  [BOOKING_KIND.quote]: 'Devis',
  [BOOKING_KIND.option]: 'Option',
  [BOOKING_KIND.reservation]: 'Réservation',
};

/** One field as it was and as it became, written in French (null: not set, or not there). */
export interface HistoryFieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A priced line as it was and became (null: the line was not there, or is gone). */
export interface HistoryPriceLine {
  label: string;
  beforeCents: number | null;
  afterCents: number | null;
}

export interface HistoryPriceChange {
  /** Null at creation. */
  beforeCents: number | null;
  afterCents: number;
  lines: HistoryPriceLine[];
}

/** What an entry's detail may hold; other events add their own keys (a reason, a departure day…). */
export interface HistoryDetail {
  fields?: HistoryFieldChange[];
  price?: HistoryPriceChange;
  choice?: { code: PriceUpdateChoice; label: string };
  [key: string]: unknown;
}

/** One entry of GET booking/booking/history/:id, newest first. */
export interface HistoryEntryDto {
  id: number;
  /** ISO instant (UTC). */
  at: string;
  /** Null: the system (a job, an import without a user, the demo). */
  userId: number | null;
  /** The user's name, « Système » for the system. */
  userName: string;
  event: HistoryEvent;
  summary: string;
  detail: HistoryDetail;
  /** The booking's version this entry produced. */
  version: number;
}
