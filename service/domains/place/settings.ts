// The availability-mode setting (one row): how availability is counted and how places are
// ordered. Other domains read it through index.ts as typed values.
import type { Db } from '../../db/connection';
import { type PlaceSettingsInput, placeSettingsInputSchema } from './contract';
import * as store from './store';

export type PlaceSettings = PlaceSettingsInput;

export const defaultPlaceSettings: PlaceSettings = { availabilityMode: 'PLACE', placeOrdering: 'TYPE_NUMBER' };

/** The site's setting, or the defaults until it is first saved. */
export function placeSettingsOf(db: Db): PlaceSettings {
  const row = store.settingsRow(db);
  // The column holds what the contract let in; parsing types it and survives a stale value.
  const parsed = placeSettingsInputSchema.safeParse(row ?? defaultPlaceSettings);
  return parsed.success ? parsed.data : defaultPlaceSettings;
}
