// Administration screens: users, right groups, header names, periods, the establishment.
import type { Screen } from './screen';

const user = () => import('../screens/admin/user');
const group = () => import('../screens/admin/group');
const headerName = () => import('../screens/admin/header-custom-name');
const activityPeriod = () => import('../screens/admin/activity-period');
const financialYear = () => import('../screens/admin/financial-year');

export const adminScreens: Screen[] = [
  { path: '/admin/user-list', load: () => user().then((m) => ({ default: m.List })) },
  { path: '/admin/user/$page/$userId', load: () => user().then((m) => ({ default: m.Detail })) },
  { path: '/admin/group-list', load: () => group().then((m) => ({ default: m.List })) },
  { path: '/admin/group/$groupId', load: () => group().then((m) => ({ default: m.Detail })) },
  { path: '/admin/header-custom-name-list', load: () => headerName().then((m) => ({ default: m.List })) },
  {
    path: '/admin/header-custom-name/$headerCustomNameId',
    load: () => headerName().then((m) => ({ default: m.Detail })),
  },
  { path: '/admin/activity-period-list', load: () => activityPeriod().then((m) => ({ default: m.List })) },
  {
    path: '/admin/activity-period/$activityPeriodId',
    load: () => activityPeriod().then((m) => ({ default: m.Detail })),
  },
  { path: '/admin/financial-year-list', load: () => financialYear().then((m) => ({ default: m.List })) },
  {
    path: '/admin/financial-year/$financialYearId',
    load: () => financialYear().then((m) => ({ default: m.Detail })),
  },
  {
    path: '/admin/establishment',
    load: () => import('../screens/admin/EstablishmentPage').then((m) => ({ default: m.EstablishmentPage })),
  },
  {
    path: '/establishment-legal-informations-list',
    load: () => import('../screens/admin/LegalInformationPage').then((m) => ({ default: m.LegalInformationPage })),
  },
];
