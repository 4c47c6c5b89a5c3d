// Bank deposits and the cash fund.
import type { Screen } from './screen';

export const bankDepositScreens: Screen[] = [
  { path: '/create-deposit/$paymentMethodId', load: () => import('../screens/bank-deposit/CreateDepositPage') },
  { path: '/deposit-list/$yearMonth', load: () => import('../screens/bank-deposit/DepositListPage') },
  { path: '/deposit/$depositId', load: () => import('../screens/bank-deposit/DepositPage') },
  { path: '/cash-fund/$paymentMethodId/$date', load: () => import('../screens/bank-deposit/CashFundPage') },
];
