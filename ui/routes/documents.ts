// The document screens of « Documents and e-mail »: the models by kind and language, the printed
// documents' settings and translations, and the printing tab.
import type { Screen } from './screen';

export const documentScreens: Screen[] = [
  { path: '/document-function-model-list', load: () => import('../screens/document/DocumentKindListPage') },
  {
    path: '/mailing-configuration-list/$documentFunctionModelId',
    load: () => import('../screens/document/ModelListPage'),
  },
  {
    path: '/mailing-configuration/$documentFunctionModelId/$mailingConfigurationId',
    load: () => import('../screens/document/ModelEditPage'),
  },
  { path: '/document-setting-target-list', load: () => import('../screens/document/SettingTargetListPage') },
  { path: '/document-setting/$documentSettingTargetId', load: () => import('../screens/document/SettingTargetPage') },
  { path: '/document-setting-translate', load: () => import('../screens/document/TranslatePage') },
  {
    path: '/printing/$mailingConfigurationId/$entityType/$entityId/$languageId',
    load: () => import('../screens/document/PrintingPage'),
  },
];
