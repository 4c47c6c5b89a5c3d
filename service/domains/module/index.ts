// What the app, other domains and the CLI may use of the module domain: the switches, the typed
// module settings (`readModuleSetting(db, 'planning')`) and the surety configuration.
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { settingsRoutes } from '../../settings/routes';
import { readSettings } from '../../settings/store';
import { providerEntity } from './provider-entity';
import { providerKinds } from './provider-kinds';
import { moduleGridRoutes } from './routes';
import { type ModuleSettingKey, moduleSettings, moduleSettingsForms } from './settings-forms';
import type { ModuleSwitches } from './switches';

export type { ModuleSettingKey } from './settings-forms';
export { activeSuretyConfiguration, type SuretyConfiguration } from './surety-configuration';
export { createModuleSwitches, isModuleActive, type ModuleSwitches } from './switches';

export const moduleProviderEntities = providerKinds.map(providerEntity);

export function moduleRoutes(switches: ModuleSwitches) {
  return [moduleGridRoutes(switches), settingsRoutes('module/setting', moduleSettingsForms)];
}

export type ModuleSetting<K extends ModuleSettingKey> = z.infer<(typeof moduleSettings)[K]['schema']>;

/** A module's settings, typed, defaults filled for whatever was never saved. */
export function readModuleSetting<K extends ModuleSettingKey>(db: Db, key: K): ModuleSetting<K> {
  return readSettings(db, moduleSettings[key]) as ModuleSetting<K>;
}
