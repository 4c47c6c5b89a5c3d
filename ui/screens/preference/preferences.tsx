// The preference screens of /preference/: the generic settings page of each typed preference.
import { type PreferenceKey, preferences } from '../../../service/domains/preference/definitions';
import { SettingsPage } from '../module/SettingsPage';

export function preferenceScreen(key: PreferenceKey) {
  const def = preferences[key];
  return function PreferenceScreen() {
    return <SettingsPage def={def} path={`preference/${def.key}`} />;
  };
}
