import type { Screen } from './screen';

const gridList = () => import('../screens/pricing/grid-list');

export const pricingScreens: Screen[] = [
  { path: '/price/grid-list', load: () => gridList().then((m) => ({ default: m.List })) },
  {
    path: '/price/grid/$priceGridId/$priceGridModeleId/$placeTypeId/$historyVersion',
    load: () => import('../screens/pricing/grid').then((m) => ({ default: m.GridScreen })),
  },
  {
    path: '/price/period/$priceGridPeriodId/grid/$priceGridId/$historyVersion',
    load: () => import('../screens/pricing/period').then((m) => ({ default: m.PeriodScreen })),
  },
  {
    path: '/price/option/$priceGridOptionId/grid/$priceGridId/$historyVersion',
    load: () => import('../screens/pricing/option').then((m) => ({ default: m.OptionScreen })),
  },
];
