// What the bookings, sales and results domains read of the preferences: `readPreference(db,
// 'booking')` answers the typed value, defaults filled for whatever was never saved.
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { settingsRoutes } from '../../settings/routes';
import { readSettings } from '../../settings/store';
import { type PreferenceKey, preferenceList, preferences } from './definitions';

export type { PreferenceKey } from './definitions';
export type Preference<K extends PreferenceKey> = z.infer<(typeof preferences)[K]['schema']>;

export function readPreference<K extends PreferenceKey>(db: Db, key: K): Preference<K> {
  return readSettings(db, preferences[key]) as Preference<K>;
}

export function preferenceRoutes() {
  return settingsRoutes('preference', preferenceList);
}
