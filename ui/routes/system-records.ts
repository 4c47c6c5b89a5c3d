// The system's record screens: the customers' transfer to another system and the money records' history.
import type { Screen } from './screen';

export const systemRecordScreens: Screen[] = [
  {
    path: '/transfer-customers',
    load: () =>
      import('../screens/system-records/TransferCustomersPage').then((m) => ({ default: m.TransferCustomersPage })),
  },
  {
    path: '/post-history',
    load: () => import('../screens/system-records/PostHistoryPage').then((m) => ({ default: m.PostHistoryPage })),
  },
];
