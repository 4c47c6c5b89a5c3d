// The invoice screens of « Payment and invoicing », and the unbilled bookings' system tool.
import type { Screen } from './screen';

export const billingScreens: Screen[] = [
  { path: '/bill-list', load: () => import('../screens/billing/BillListPage') },
  { path: '/bill/$billId', load: () => import('../screens/billing/BillPage') },
  { path: '/unbill-document-list', load: () => import('../screens/billing/UnbilledListPage') },
  { path: '/update-unbilled-bookings', load: () => import('../screens/billing/UpdateUnbilledPage') },
];
