import type { Screen } from './screen';

/** Entry routes, signed-in only; /login and /waiting sit outside the app frame. */
export const shellScreens: Screen[] = [
  { path: '/', load: () => import('../shell/HomePage') },
  { path: '/index.html', load: () => import('../shell/HomePage') },
  { path: '/home', load: () => import('../shell/HomePage') },
  { path: '/dynamic-board/$parentContextId', load: () => import('../shell/DynamicBoardPage') },
];
