// The preference screens: /preference/ followed by the preference's key.
import { type PreferenceKey, preferences } from '../../service/domains/preference/definitions';
import type { Screen } from './screen';

const screens = () => import('../screens/preference/preferences');

export const preferenceScreens: Screen[] = (Object.keys(preferences) as PreferenceKey[]).map((key) => ({
  path: `/preference/${key}`,
  load: () => screens().then((m) => ({ default: m.preferenceScreen(key) })),
}));
