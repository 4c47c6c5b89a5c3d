// Presence filters of the arrival and departure lists, as a pure rule on one occupancy
// and one day. An occupancy holds the nights startDate .. endDate - 1 and leaves on endDate; the
// SQL of lists/presence-list.ts is the same rule written for the indexes (tested against this one).

/** here last night, here next night, really here, day movement, departures only, arrivals only, stay over. */
export const PRESENCE_FILTERS = [
  'hereLastNight',
  'hereNextNight',
  'reallyHere',
  'dayMovement',
  'departuresOnly',
  'arrivalsOnly',
  'stayOver',
] as const;
export type PresenceFilter = (typeof PRESENCE_FILTERS)[number];

export const PRESENCE_LABELS: Record<PresenceFilter, string> = {
  hereLastNight: 'Présents la nuit dernière',
  hereNextNight: 'Présents la nuit prochaine',
  reallyHere: 'Réellement présents',
  dayMovement: 'Mouvements du jour',
  departuresOnly: 'Départs seulement',
  arrivalsOnly: 'Arrivées seulement',
  stayOver: 'Séjours en cours',
};

export interface PresenceStay {
  readonly startDate: string;
  readonly endDate: string;
  readonly isArrived: boolean;
  readonly isGone: boolean;
}

/**
 * Whether the stay matches the filter on `day`. "Really here" is the arrived and not gone stay
 * whose dates cover the day (arrival day to departure day, both included): ticks on a stay of
 * another season do not count.
 */
export function isPresent(filter: PresenceFilter, stay: PresenceStay, day: string): boolean {
  const { startDate: start, endDate: end } = stay;
  switch (filter) {
    case 'hereLastNight':
      return start < day && day <= end;
    case 'hereNextNight':
      return start <= day && day < end;
    case 'reallyHere':
      return stay.isArrived && !stay.isGone && start <= day && day <= end;
    case 'dayMovement':
      return start === day || end === day;
    case 'departuresOnly':
      return end === day;
    case 'arrivalsOnly':
      return start === day;
    case 'stayOver':
      return start < day && day < end;
  }
}
