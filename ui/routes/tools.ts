// System tools ("Customer relations and tools"): the screens of technicians.
import type { Screen } from './screen';

export const toolScreens: Screen[] = [
  {
    path: '/init-demo',
    load: () => import('../screens/tools/init-demo').then((m) => ({ default: m.InitDemoPage })),
  },
  {
    path: '/import-v1',
    load: () => import('../screens/import-v1/ImportV1Page').then((m) => ({ default: m.ImportV1Page })),
  },
  {
    path: '/verif-file-page',
    load: () => import('../screens/tools/verif-file-page').then((m) => ({ default: m.VerifFilePage })),
  },
  {
    path: '/purging-files',
    load: () => import('../screens/tools/purging-files').then((m) => ({ default: m.PurgingFilesPage })),
  },
  {
    path: '/purge-grid-history',
    load: () => import('../screens/tools/purge-grid-history').then((m) => ({ default: m.PurgeGridHistoryPage })),
  },
];
