// The ledger verification screens (« Système »): invoices twice, invoices due, payments' documents.
import type { Screen } from './screen';

const screens = () => import('../screens/verification/verification-screens');

export const verificationScreens: Screen[] = [
  { path: '/verif-double-bill', load: () => screens().then((m) => ({ default: m.DoubleBillPage })) },
  { path: '/verif-due-bill', load: () => screens().then((m) => ({ default: m.DueBillPage })) },
  { path: '/verif-tickets-payment', load: () => screens().then((m) => ({ default: m.TicketsPaymentPage })) },
];
