// What home's setup checklist sends: the steps of a new site's setup in the order that works, each
// with its state, why it is not done, and the screen that does it.

/** The setup steps, in the order a new site takes them (each uses what the ones before made). */
export const SETUP_STEPS = [
  'establishment',
  'financialYear',
  'activityPeriod',
  'vatRate',
  'ageCategory',
  'placeType',
  'place',
  'extra',
  'itemType',
  'touristTax',
  'priceGrid',
  'paymentMethod',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const SETUP_STATE = { done: 'DONE', missing: 'MISSING', incomplete: 'INCOMPLETE' } as const;
export type SetupState = (typeof SETUP_STATE)[keyof typeof SETUP_STATE];

export interface SetupStep {
  key: SetupStepKey;
  /** French title of the step. */
  label: string;
  state: SetupState;
  /** Why the step is missing or incomplete, in French, one short line each; empty when done. */
  why: string[];
  /** Whether a booking can be taken without this step (extras, tourist tax... may come later). */
  isRequired: boolean;
  /** The screen that does the step; null when the user may not open it. */
  path: string | null;
}

export interface SetupChecklist {
  /**
   * The site can take a booking: an active place whose active type an active public grid prices in
   * a period ending on or after today, an open financial year and an activity period ending on or
   * after today. Home shows the checklist until then.
   */
  canTakeBookings: boolean;
  steps: SetupStep[];
}
