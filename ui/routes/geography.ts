// Where customers live: regions, departments, towns, and the mailing criteria that target them.
import type { Screen } from './screen';

const region = () => import('../screens/reference/region');
const department = () => import('../screens/reference/department');
const town = () => import('../screens/reference/town');
const mailingCriteria = () => import('../screens/reference/mailing-criteria');

export const geographyScreens: Screen[] = [
  { path: '/region-list', load: () => region().then((m) => ({ default: m.List })) },
  { path: '/region/$regionId', load: () => region().then((m) => ({ default: m.Detail })) },
  { path: '/department-list', load: () => department().then((m) => ({ default: m.List })) },
  { path: '/department/$departmentId', load: () => department().then((m) => ({ default: m.Detail })) },
  { path: '/town-list/$countryId/$departmentId', load: () => town().then((m) => ({ default: m.List })) },
  { path: '/town/$countryId/$departmentId/$townId', load: () => town().then((m) => ({ default: m.Detail })) },
  { path: '/mailing-criteria-list', load: () => mailingCriteria().then((m) => ({ default: m.List })) },
  {
    path: '/mailing-criteria/$mailingCriteriaId',
    load: () => mailingCriteria().then((m) => ({ default: m.Detail })),
  },
];
