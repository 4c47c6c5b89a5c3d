// « Historique » (/jet): the technical events journal and the scheduled jobs.
import type { Screen } from './screen';

export const jetScreens: Screen[] = [
  { path: '/jet', load: () => import('../screens/jet/JetPage').then((m) => ({ default: m.JetPage })) },
];
