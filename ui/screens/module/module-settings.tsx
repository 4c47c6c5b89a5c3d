// The single settings forms of /admin/module/: one generic page per typed setting.
import { type ModuleSettingKey, moduleSettings } from '../../../service/domains/module/settings-forms';
import { SettingsPage } from './SettingsPage';

/** The screen of one module setting, by its key (`planning`, `check-in`...). */
export function moduleSettingsScreen(key: ModuleSettingKey) {
  const def = moduleSettings[key];
  return function ModuleSettingsScreen() {
    return <SettingsPage def={def} path={`module/setting/${def.key}`} />;
  };
}
