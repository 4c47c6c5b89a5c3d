import type { Screen } from './screen';

const customer = () => import('../screens/customers/customer');

export const customerScreens: Screen[] = [
  { path: '/customer-list', load: () => customer().then((m) => ({ default: m.List })) },
  { path: '/customer/$tab/$customerId', load: () => customer().then((m) => ({ default: m.Detail })) },
];
