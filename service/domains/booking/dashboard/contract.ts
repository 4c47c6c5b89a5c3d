// What home's dashboard of the day sends: the business date and, for each section the user may
// read, its rows (a section's count is its number of rows). A section the user has no right to
// is absent from the answer, not empty.
/** An occupancy arriving or leaving on the day. kind: 2 option, 3 reservation. */
export interface DashboardStay {
  occupancyId: number;
  bookingId: number;
  bookingCode: string | null;
  customerId: number;
  kind: number;
  customerName: string;
  placeNumber: string;
  startDate: string;
  endDate: string;
  persons: number;
  /** What remains to pay on the booking: its total less what was paid. */
  remainingCents: number;
  isArrived: boolean;
  isGone: boolean;
}

export interface DashboardOption {
  bookingId: number;
  bookingCode: string | null;
  customerId: number;
  customerName: string;
  startDate: string;
  endDate: string;
  optionValidUntil: string;
  totalCents: number;
  /** Its validity already passed (« Échue »): still holding its place, to confirm or cancel. */
  isExpired: boolean;
}

export interface DashboardCleaningTask {
  id: number;
  placeNumber: string;
  /** CLEANING, CONTROL or INTER. */
  kind: string;
  /** TODO, TAKEN, IN_PROGRESS or DONE. */
  state: string;
  assigneeName: string | null;
}

export interface DashboardUnavailablePlace {
  placeId: number;
  placeNumber: string;
  startDate: string;
  endDate: string;
  reason: string;
}

export interface DashboardPayload {
  /** The business date (the service's today). */
  today: string;
  arrivals?: DashboardStay[];
  departures?: DashboardStay[];
  /**
   * Live options of stays not begun whose validity ends by `until` (the option relaunch window),
   * the expired ones first. Once the stay has begun, the guests are an arrival, no longer an option to chase.
   */
  expiringOptions?: { until: string; items: DashboardOption[] };
  /** The day's arrivals whose booking still has something to pay, one row per booking. */
  balancesDue?: DashboardStay[];
  cleaningTasks?: DashboardCleaningTask[];
  unavailablePlaces?: DashboardUnavailablePlace[];
}
