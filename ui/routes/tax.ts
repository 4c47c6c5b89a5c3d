import type { Screen } from './screen';

const tax = () => import('../screens/tax/tax');
const taxType = () => import('../screens/tax/tax-type');
const accountingAccount = () => import('../screens/accounting/accounting-account');

/** Taxes, tax types and the chart of accounts. */
export const taxScreens: Screen[] = [
  { path: '/tax-list', load: () => tax().then((m) => ({ default: m.List })) },
  { path: '/tax/$taxId', load: () => tax().then((m) => ({ default: m.Detail })) },
  { path: '/tax-type-list', load: () => taxType().then((m) => ({ default: m.List })) },
  { path: '/tax-type/$taxTypeId', load: () => taxType().then((m) => ({ default: m.Detail })) },
  { path: '/accounting-account-list', load: () => accountingAccount().then((m) => ({ default: m.List })) },
  {
    path: '/accounting-account/$accountingAccountId',
    load: () => accountingAccount().then((m) => ({ default: m.Detail })),
  },
];
