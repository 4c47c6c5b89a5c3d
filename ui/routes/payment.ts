import type { Screen } from './screen';

const paymentMethod = () => import('../screens/payment/payment-method');
const depositType = () => import('../screens/payment/deposit-type');
const pointOfSale = () => import('../screens/payment/point-of-sale');
const onlineOpenPeriod = () => import('../screens/payment/online-open-period');
const bank = () => import('../screens/payment/bank');
const bankAccount = () => import('../screens/payment/bank-account');
const bankAccountLabels = () => import('../screens/payment/bank-account-labels');
const cashRegister = () => import('../screens/payment/cash-register');
const cashRegisterType = () => import('../screens/payment/cash-register-type');
const expenseType = () => import('../screens/payment/expense-type');

export const paymentScreens: Screen[] = [
  { path: '/vacaf-list', load: () => import('../screens/payment/vacaf-list') },
  { path: '/payment-method-list', load: () => paymentMethod().then((m) => ({ default: m.List })) },
  { path: '/payment-method/$tab/$paymentMethodId', load: () => paymentMethod().then((m) => ({ default: m.Detail })) },
  { path: '/payment-method-deposit-type-list', load: () => depositType().then((m) => ({ default: m.List })) },
  { path: '/payment-method-pointofsale-list', load: () => pointOfSale().then((m) => ({ default: m.List })) },
  { path: '/online_open_period_information', load: () => onlineOpenPeriod().then((m) => ({ default: m.List })) },
  { path: '/bank-list', load: () => bank().then((m) => ({ default: m.List })) },
  { path: '/bank/$bankId', load: () => bank().then((m) => ({ default: m.Detail })) },
  { path: '/bank-account-list', load: () => bankAccount().then((m) => ({ default: m.List })) },
  { path: '/bank-account/$bankAccountId', load: () => bankAccount().then((m) => ({ default: m.Detail })) },
  { path: '/bank-account-label-informations', load: () => bankAccountLabels().then((m) => ({ default: m.Detail })) },
  { path: '/cash-register-list', load: () => cashRegister().then((m) => ({ default: m.List })) },
  { path: '/cash-register/$cashRegisterId', load: () => cashRegister().then((m) => ({ default: m.Detail })) },
  { path: '/cash-register-type-list', load: () => cashRegisterType().then((m) => ({ default: m.List })) },
  {
    path: '/cash-register-type/$cashRegisterTypeId',
    load: () => cashRegisterType().then((m) => ({ default: m.Detail })),
  },
  { path: '/expense-type-list', load: () => expenseType().then((m) => ({ default: m.List })) },
  { path: '/expense-type/$expenseTypeId', load: () => expenseType().then((m) => ({ default: m.Detail })) },
];
