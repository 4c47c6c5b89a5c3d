import type { Screen } from './screen';

const extraType = () => import('../screens/extra/extra-type');
const extra = () => import('../screens/extra/extra');
const ageCategory = () => import('../screens/extra/age-category');

export const extraScreens: Screen[] = [
  { path: '/extra-type-list', load: () => extraType().then((m) => ({ default: m.List })) },
  { path: '/extra-type/$extraTypeId', load: () => extraType().then((m) => ({ default: m.Detail })) },
  { path: '/extra-list', load: () => extra().then((m) => ({ default: m.List })) },
  { path: '/extra/$extraId', load: () => extra().then((m) => ({ default: m.Detail })) },
  { path: '/age-category-list', load: () => ageCategory().then((m) => ({ default: m.List })) },
  { path: '/age-category/$ageCategoryId', load: () => ageCategory().then((m) => ({ default: m.Detail })) },
];
