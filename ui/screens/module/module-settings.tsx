// The single settings forms of /admin/module/: one generic page per typed setting.
import { moduleSettingsForms } from '../../../service/domains/module/settings-forms';
import { SettingsPage } from './SettingsPage';

/** The screen of one module setting, by its key (`planning`, `check-in`...). */
export function moduleSettingsScreen(key: string) {
  const def = moduleSettingsForms.find((d) => d.key === key);
  if (!def) throw new Error(`no module setting ${key}`);
  return function ModuleSettingsScreen() {
    return <SettingsPage def={def} path={`module/setting/${def.key}`} />;
  };
}
