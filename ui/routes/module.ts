// Module screens of the Administration: the module grid, the provider grids and their
// details, and the single settings forms under /admin/module/.
import { providerKinds } from '../../service/domains/module/provider-kinds';
import { type ModuleSettingKey, moduleSettings } from '../../service/domains/module/settings-forms';
import type { Screen } from './screen';

const providers = () => import('../screens/module/provider-ui');
const settings = () => import('../screens/module/module-settings');
const group = () => import('../screens/module/PreferenceGroupPages');

export const moduleScreens: Screen[] = [
  { path: '/admin/module-grid', load: () => import('../screens/module/ModuleGridPage') },
  ...providerKinds.flatMap((k): Screen[] => [
    {
      path: `/admin/module/${k.kind}-grid`,
      // Access control adds its devices and their log under its configurations.
      load:
        k.kind === 'access-control'
          ? () => import('../screens/access/AccessControlGridPage')
          : () => providers().then((m) => ({ default: m.providerGridScreen(k.kind) })),
    },
    ...(k.idParam
      ? [
          {
            path: `/admin/module/${k.kind}/$${k.idParam}`,
            load: () => providers().then((m) => ({ default: m.providerDetailScreen(k.kind) })),
          },
        ]
      : []),
  ]),
  {
    path: '/admin/module/preference-group-grid',
    load: () => group().then((m) => ({ default: m.PreferenceGroupGridPage })),
  },
  {
    path: '/admin/module/preference-group/$providerId',
    load: () => group().then((m) => ({ default: m.PreferenceGroupPage })),
  },
  ...(Object.keys(moduleSettings) as ModuleSettingKey[]).map(
    (key): Screen => ({
      path: moduleSettings[key].path,
      load: () => settings().then((m) => ({ default: m.moduleSettingsScreen(key) })),
    }),
  ),
];
