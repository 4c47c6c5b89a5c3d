// The money reports: the balance, the guarantees held and the credit notes.
import type { Screen } from './screen';

export const paymentReportScreens: Screen[] = [
  { path: '/balance', load: () => import('../screens/payment-reports/balance') },
  { path: '/guarantee-list', load: () => import('../screens/payment-reports/guarantee-list') },
  { path: '/result-credit-list', load: () => import('../screens/payment-reports/credit-list') },
];
