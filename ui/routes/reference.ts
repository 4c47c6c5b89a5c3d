import type { Screen } from './screen';

const civility = () => import('../screens/reference/civility');
const language = () => import('../screens/reference/language');
const country = () => import('../screens/reference/country');

export const referenceScreens: Screen[] = [
  { path: '/civility-list', load: () => civility().then((m) => ({ default: m.List })) },
  { path: '/civility/$civilityId', load: () => civility().then((m) => ({ default: m.Detail })) },
  { path: '/language-list', load: () => language().then((m) => ({ default: m.List })) },
  { path: '/language/$languageId', load: () => language().then((m) => ({ default: m.Detail })) },
  { path: '/country-list', load: () => country().then((m) => ({ default: m.List })) },
  { path: '/country/$countryId', load: () => country().then((m) => ({ default: m.Detail })) },
];
