// The colour of each state of a place on the site plan (its legend uses the same).
import type { PlaceState } from '../../../../service/domains/booking/planning/contract';

export const PLACE_STATE_COLORS: Record<PlaceState, string> = {
  free: '#6a9f2f',
  occupied: '#2f7fc1',
  arriving: '#d9861c',
  leaving: '#d9534f',
  unavailable: '#8a8a8a',
  resident: '#7b5ea7',
};
