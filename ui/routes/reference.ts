import type { Screen } from './screen';

const civility = () => import('../screens/reference/civility');

export const referenceScreens: Screen[] = [
  { path: '/civility-list', load: () => civility().then((m) => ({ default: m.List })) },
  { path: '/civility/$civilityId', load: () => civility().then((m) => ({ default: m.Detail })) },
];
