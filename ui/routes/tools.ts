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
];
