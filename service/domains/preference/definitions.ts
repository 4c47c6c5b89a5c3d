// Every preference of /preference/, keyed by the route segment after /preference/.
import type { SettingsDefinition } from '../../settings/definition';
import {
  arrivalDeparturePreference,
  bookingOptionPreference,
  bookingPreference,
  cancellationPreference,
  earlyDeparturePreference,
  feesPreference,
} from './booking-preferences';
import {
  customerPreference,
  customerResumePreference,
  printModePreference,
  resultPreference,
  salePreference,
} from './other-preferences';

export const preferences = {
  early_departure: earlyDeparturePreference,
  arrival_departure: arrivalDeparturePreference,
  result: resultPreference,
  'booking/option': bookingOptionPreference,
  booking: bookingPreference,
  cancellation: cancellationPreference,
  fees: feesPreference,
  sale: salePreference,
  customer: customerPreference,
  customerResume: customerResumePreference,
  'print-mode': printModePreference,
} as const;

export type PreferenceKey = keyof typeof preferences;

export const preferenceList: readonly SettingsDefinition[] = Object.values(preferences);
