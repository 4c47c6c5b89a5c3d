import type { Screen } from './screen';

const list = () => import('../screens/booking/imports/import-list');
const detail = () => import('../screens/booking/imports/import-detail');

export const bookingImportScreens: Screen[] = [
  { path: '/booking-import-list', load: list },
  { path: '/booking-import/$bookingImportId', load: detail },
];
