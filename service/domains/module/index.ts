// What the app, other domains and the CLI may use of the module domain.
import { settingsRoutes } from '../../settings/routes';
import { providerEntity } from './provider-entity';
import { providerKinds } from './provider-kinds';
import { moduleGridRoutes } from './routes';
import { moduleSettingsForms } from './settings-forms';
import type { ModuleSwitches } from './switches';

export { readSettings } from '../../settings/store';
export {
  checkInSettings,
  planningSettings,
  policeNoteBookSettings,
  residentialSettings,
  taxStatementSettings,
  tvaStatementSettings,
} from './settings-forms';
export { activeSuretyConfiguration, type SuretyConfiguration } from './surety-configuration';
export { createModuleSwitches, type ModuleSwitches } from './switches';

export const moduleProviderEntities = providerKinds.map(providerEntity);

export function moduleRoutes(switches: ModuleSwitches) {
  return [moduleGridRoutes(switches), settingsRoutes('module/setting', moduleSettingsForms)];
}
